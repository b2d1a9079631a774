import {useColorMode} from '@docusaurus/theme-common';
import {formatCount, type JobChart} from '@site/src/usage';
import type {ReactElement, ReactNode} from 'react';
import {ResponsiveContainer, Tooltip, Treemap, type TooltipContentProps, type TreemapNode} from 'recharts';

import styles from './styles.module.css';

interface Theme {
  /** Fills of the namespaces, in turn. */
  readonly fills: readonly string[];
  /** Text on a fill. */
  readonly text: string;
  /** Lines between rectangles: the page background. */
  readonly line: string;
}

// Each fill keeps a contrast of at least 4.5:1 with its theme's text colour.
const THEMES: Readonly<Record<'light' | 'dark', Theme>> = {
  light: {
    fills: ['#1f5f99', '#8a3b12', '#2e6b30', '#7a2e7a', '#a61e4d', '#0f6b6b', '#5c5200', '#4a4a8a'],
    text: '#ffffff',
    line: '#ffffff',
  },
  dark: {
    fills: ['#8cc4ff', '#ffb68a', '#9be29d', '#e6a6e6', '#ff9fbf', '#7fd6d6', '#e0d27a', '#b7b7ff'],
    text: '#1b1b1d',
    line: '#1b1b1d',
  },
};

/** What each rectangle carries besides recharts' own fields. */
interface NodeData {
  readonly level: 'namespace' | 'project';
  readonly name: string;
  readonly fill: string;
  /** The namespace's label, on both levels. */
  readonly namespace: string;
  /** The namespace's sum of listed projects, on both levels. */
  readonly namespaceCount: number;
  /** A project's runs; recharts sums a namespace's from its projects. */
  readonly value?: number;
  readonly children?: readonly NodeData[];
  readonly [key: string]: unknown;
}

/** The two kinds of label: a namespace's, at the top of its rectangle, and a project's. */
const LABEL_FONTS = {namespace: {fontSize: 13, fontWeight: 700}, project: {fontSize: 11, fontWeight: 400}} as const;
type LabelFont = (typeof LABEL_FONTS)[keyof typeof LABEL_FONTS];

let canvas: CanvasRenderingContext2D | null | undefined;

/**
 * The label as it fits its rectangle (5 px in from the left, 3 from the right), cut with "…" if
 * need be, or null when not even three letters fit (or nothing can measure it). Measured in the
 * page's font, as it is drawn: a width estimated per letter let wide letters run past the
 * rectangle, cut by the next one without "…".
 */
function fit(label: string, width: number, {fontSize, fontWeight}: LabelFont): string | null {
  if (typeof document === 'undefined') return null;
  canvas ??= document.createElement('canvas').getContext('2d');
  if (!canvas) return null;
  const context = canvas;
  context.font = `${fontWeight} ${fontSize}px ${getComputedStyle(document.body).fontFamily}`;
  const fits = (text: string) => context.measureText(text).width <= width - 8;
  if (fits(label)) return label;
  for (let letters = label.length - 1; letters >= 3; letters--) {
    const cut = `${label.slice(0, letters)}…`;
    if (fits(cut)) return cut;
  }
  return null;
}

function renderNode(theme: Theme) {
  return function TreemapCell(node: TreemapNode): ReactElement {
    const {x, y, width, height, depth} = node;
    const fill = typeof node.fill === 'string' ? node.fill : theme.fills[0];
    if (depth === 1) {
      const label = width > 40 && height > 22 ? fit(node.name, width, LABEL_FONTS.namespace) : null;
      return (
        <g>
          <rect x={x} y={y} width={width} height={height} fill={fill} stroke={theme.line} strokeWidth={2} />
          {label && (
            <text x={x + 5} y={y + 16} fill={theme.text} {...LABEL_FONTS.namespace}>
              {label}
            </text>
          )}
        </g>
      );
    }
    if (depth === 2) {
      const label = width > 40 && height > 40 ? fit(node.name, width, LABEL_FONTS.project) : null;
      return (
        <g>
          <rect x={x} y={y} width={width} height={height} fill="transparent" stroke={theme.line} strokeWidth={1} />
          {label && (
            <text x={x + 5} y={y + height - 6} fill={theme.text} {...LABEL_FONTS.project}>
              {label}
            </text>
          )}
        </g>
      );
    }
    return <g />;
  };
}

function TreemapTooltip({active, payload, unit}: Partial<TooltipContentProps> & {unit: string}): ReactNode {
  const node = payload?.[0]?.payload as NodeData | undefined;
  if (!active || !node) return null;
  return (
    <div className={styles.tooltip}>
      <p className={styles.tooltipTitle}>
        {node.level === 'namespace' ? node.namespace : `${node.namespace}/${node.name}`}
      </p>
      {node.level === 'project' && node.value !== undefined && (
        <p>
          {formatCount(node.value)} {unit}
        </p>
      )}
      <p>
        Namespace: {formatCount(node.namespaceCount)} {unit}
      </p>
    </div>
  );
}

/** The treemap of one job kind: namespaces, and within them projects, sized by their runs. */
export default function UsageTreemap({chart}: {chart: JobChart}): ReactNode {
  const {colorMode} = useColorMode();
  const theme = THEMES[colorMode];
  const data: NodeData[] = chart.namespaces.map((ns, i) => {
    const fill = theme.fills[i % theme.fills.length] ?? '#888888';
    return {
      level: 'namespace',
      name: ns.label,
      fill,
      namespace: ns.label,
      namespaceCount: ns.count,
      children: ns.projects.map((p) => ({
        level: 'project',
        name: p.name,
        fill,
        namespace: ns.label,
        namespaceCount: ns.count,
        value: p.count,
      })),
    };
  });
  return (
    <div
      className={styles.treemap}
      role="img"
      aria-label={`Treemap of ${chart.unit} by namespace and project; the table below gives the same figures.`}
      data-color-mode={colorMode}
    >
      <ResponsiveContainer width="100%" height="100%">
        <Treemap
          data={data}
          dataKey="value"
          nameKey="name"
          aspectRatio={4 / 3}
          isAnimationActive={false}
          content={renderNode(theme)}
        >
          <Tooltip
            isAnimationActive={false}
            content={(props: TooltipContentProps) => <TreemapTooltip {...props} unit={chart.unit} />}
          />
        </Treemap>
      </ResponsiveContainer>
    </div>
  );
}
