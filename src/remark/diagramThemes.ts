/**
 * One SVG for both colour modes. Mermaid draws a diagram once per theme (src/remark/mermaid.ts),
 * and the two drawings differ only in colours: the `<style>` Mermaid scopes to the drawing's id,
 * a few colour attributes (`fill`, `stroke`, a shadow's `flood-color`), an actor's inline stroke,
 * and a gradient only the dark theme defines. (Mermaid's hand-drawn outlines also differ, by the
 * random control points of straight lines.) `mergeDrawings` keeps the light drawing and adds what
 * the dark one changes, selected by the page's colour mode (`data-theme` on `<html>`, which the
 * site's colour toggle sets), so that a page carries each diagram once and switches it by CSS:
 *
 * - each theme's rules nest under its mode: `:root:not([data-theme=dark]) {…}` and
 *   `[data-theme=dark] {…}` (a page without `data-theme`, as without JavaScript, is light);
 * - a colour attribute the dark drawing changes becomes a rule of no specificity
 *   (`:where([data-theme=dark] #id .mdN)`), placed before the dark rules: like the attribute it
 *   replaces, it yields to every rule of the theme;
 * - an inline style the dark drawing changes becomes such a rule with `!important`, since an
 *   inline style outranks the theme's rules.
 *
 * Mermaid's stylesheet has rules for every part a diagram of its kind may have; the rules that
 * match nothing in the drawing are left out (`dropUnmatchedRules`), about three in four.
 *
 * Drawings that differ in anything else cannot be merged: `mergeDrawings` throws, saying what.
 * The committed drawings' names do not change with this file: after changing it, run
 * `npm run diagrams -- --all`.
 */

import {load} from 'cheerio';

/** Attributes whose dark value the merged drawing sets by CSS. */
const COLOUR_ATTRIBUTES = new Set(['fill', 'stroke', 'flood-color', 'stop-color', 'color']);
/** Attributes whose light value serves both modes: the hand-drawn outlines' random curves. */
const KEPT_ATTRIBUTES = new Set(['d']);

const STYLE = /<style>([\s\S]*?)<\/style>/;
const GRADIENT = /<linearGradient\b[\s\S]*?<\/linearGradient>/g;
const START_TAG = /<([a-zA-Z][\w:.-]*)((?:\s+[^\s=/>]+="[^"]*")*)(\s*\/?)>/g;
const ATTRIBUTE = /\s+([^\s=/>]+)="([^"]*)"/g;

export class MergeError extends Error {}

function attributes(text: string): Map<string, string> {
  return new Map([...text.matchAll(ATTRIBUTE)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

/** The declarations of an inline style, by property (a value may hold a colon, as a URL does). */
function declarations(style: string): Map<string, string> {
  const pairs = style.split(';').map((part) => {
    const colon = part.indexOf(':');
    return [part.slice(0, colon).trim(), part.slice(colon + 1).trim()] as const;
  });
  return new Map(pairs.filter(([property, value]) => property && value));
}

/** A stylesheet's top-level rules and at-rules, as written. */
function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (css.slice(start).trim()) rules.push(css.slice(start));
  return rules;
}

/**
 * Splits a stylesheet into its top-level at-rules that cannot be nested in a style rule
 * (`@keyframes`, `@font-face`…) and the rest.
 */
export function splitStylesheet(css: string): {nestable: string; global: string[]} {
  let nestable = '';
  const global: string[] = [];
  for (const rule of topLevelRules(css)) {
    if (/^\s*@(?!media|supports|container|layer)/.test(rule)) global.push(rule.trim());
    else nestable += rule;
  }
  return {nestable, global};
}

/** Pseudo-elements and the pseudo-classes of what the reader does: left out when matching. */
const READER_STATE = /::?(?:hover|focus(?:-visible|-within)?|active|visited|link|before|after|selection)\b/g;
const ENTITIES: Record<string, string> = {'&gt;': '>', '&lt;': '<', '&quot;': '"', '&#39;': "'", '&amp;': '&'};

/** A selector list's selectors: split at the commas outside parentheses and brackets. */
function selectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if ('(['.includes(list[i] ?? '')) depth++;
    else if (')]'.includes(list[i] ?? '')) depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, list.slice(start)];
}

/**
 * A stylesheet (as it stands in the SVG's `<style>`, XML-escaped) without the rules none of whose
 * selectors match an element of `svg`. At-rules stay, and so does a rule with a selector that the
 * matcher (css-select, through cheerio) cannot read.
 */
export function dropUnmatchedRules(css: string, svg: string): string {
  const $ = load(svg, {xml: true});
  const matches = (selector: string): boolean => {
    const text = selector.replace(/&(?:gt|lt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity);
    try {
      return $(text.replace(READER_STATE, '')).length > 0;
    } catch {
      return true;
    }
  };
  return topLevelRules(css)
    .filter((rule) => {
      const prelude = rule.slice(0, rule.indexOf('{')).trim();
      return prelude.startsWith('@') || selectors(prelude).some(matches);
    })
    .join('');
}

/**
 * The light and dark drawings of one diagram (ids `m<hash>-light` and `m<hash>-dark`) as one
 * drawing with the id `m<hash>`.
 */
export function mergeDrawings(light: string, dark: string, hash: string): string {
  const id = `m${hash}`;
  const lightSvg = light.replaceAll(`${id}-light`, id);
  let darkSvg = dark.replaceAll(`${id}-dark`, id);
  const gradients = darkSvg.match(GRADIENT) ?? [];
  if ((lightSvg.match(GRADIENT) ?? []).length > 0) throw new MergeError('the light drawing defines a gradient');
  darkSvg = darkSvg.replace(GRADIENT, '').replaceAll('<defs></defs>', '');

  const lightStyle = STYLE.exec(lightSvg)?.[1];
  const darkStyle = STYLE.exec(darkSvg)?.[1];
  if (lightStyle === undefined || darkStyle === undefined) throw new MergeError('a drawing has no <style>');
  const lightBody = lightSvg.replace(STYLE, '<style></style>');
  const darkBody = darkSvg.replace(STYLE, '<style></style>');

  const lightTags = [...lightBody.matchAll(START_TAG)];
  const darkTags = [...darkBody.matchAll(START_TAG)];
  const skeleton = (body: string) => body.replace(START_TAG, '<$1>');
  if (skeleton(lightBody) !== skeleton(darkBody))
    throw new MergeError('the drawings differ in their elements or their text');

  const overrides = new Map<string, number>();
  let merged = '';
  let last = 0;
  lightTags.forEach((tag, index) => {
    const [whole, name = '', attributeText = '', close = ''] = tag;
    const lightAttributes = attributes(attributeText);
    const darkAttributes = attributes(darkTags[index]?.[2] ?? '');
    const changes: string[] = [];
    for (const key of new Set([...lightAttributes.keys(), ...darkAttributes.keys()])) {
      const [before, after] = [lightAttributes.get(key), darkAttributes.get(key)];
      if (before === after || KEPT_ATTRIBUTES.has(key)) continue;
      if (before !== undefined && after !== undefined && COLOUR_ATTRIBUTES.has(key)) {
        changes.push(`${key}:${after}`);
      } else if (before !== undefined && after !== undefined && key === 'style') {
        const [was, is] = [declarations(before), declarations(after)];
        for (const property of new Set([...was.keys(), ...is.keys()])) {
          const value = is.get(property);
          if (value === undefined || !was.has(property))
            throw new MergeError(`a <${name}>'s style differs in ${property}`);
          if (value !== was.get(property)) changes.push(`${property}:${value}!important`);
        }
      } else {
        throw new MergeError(`a <${name}>'s ${key} differs: "${before ?? ''}" and "${after ?? ''}"`);
      }
    }
    if (changes.length === 0) return;
    const rule = changes.join(';');
    const n = overrides.get(rule) ?? overrides.size;
    overrides.set(rule, n);
    const withClass = lightAttributes.has('class')
      ? attributeText.replace(/(\sclass=")([^"]*)"/, `$1$2 md${n}"`)
      : `${attributeText} class="md${n}"`;
    merged += lightBody.slice(last, tag.index) + `<${name}${withClass}${close}>`;
    last = tag.index + whole.length;
  });
  merged += lightBody.slice(last);

  const lightRules = splitStylesheet(lightStyle);
  const darkRules = splitStylesheet(darkStyle);
  const style = [
    ...new Set([...lightRules.global, ...darkRules.global]),
    `:root:not([data-theme=dark]){${dropUnmatchedRules(lightRules.nestable, merged)}}`,
    ...[...overrides].map(([rule, n]) => `:where([data-theme=dark] #${id} .md${n}){${rule}}`),
    `[data-theme=dark]{${dropUnmatchedRules(darkRules.nestable, merged)}}`,
  ].join('');
  return merged.replace('<style></style>', `<style>${style}</style>${gradients.join('')}`);
}
