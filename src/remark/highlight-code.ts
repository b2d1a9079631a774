/**
 * Highlights fenced code at MDX compile time, so that the browser neither downloads Prism nor
 * tokenises code while it hydrates a page.
 *
 * For every fenced block this remark plugin runs Prism (the instance and grammars of
 * prism-react-renderer, plus the site's extra languages) over the code, and hands the result to the
 * code element as a `tokens` prop, which MDX passes on to `@theme/CodeBlock`. The prop holds no
 * text: per line, the length of each token and the classes it gets (see encodeTokens), so the
 * page's code is not shipped twice. src/theme/CodeBlock/Content cuts the lines into tokens again.
 *
 * Colours come from classes, not inline styles: `lc-<type>`, `df-<type>`… name, for the light and
 * the dark theme and for each style property, the token type whose style wins (see styleClasses),
 * and src/css/code-themes.css (generated from src/data/prism.ts) sets them under each
 * `data-theme`, so the colour toggle needs no render.
 */
import {createRequire} from 'node:module';

import {normalizeTokens, Prism, type PrismTheme, type Token} from 'prism-react-renderer';

import {codeThemes, prismLanguages} from '../data/prism';

/** The code node of mdast, as far as this plugin reads and writes it. */
interface CodeNode {
  readonly type: 'code';
  readonly lang?: string | null;
  readonly value: string;
  data?: {hProperties?: Record<string, unknown>};
}

interface Parent {
  readonly type: string;
  readonly children?: readonly Parent[];
}

type ThemeDict = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** Languages that are not code to highlight: Mermaid blocks become diagrams. */
const SKIP = new Set(['mermaid']);

let languagesLoaded = false;

/**
 * Registers the extra grammars on prism-react-renderer's Prism, as the classic theme's
 * prism-include-languages does in the browser: each prismjs component extends `globalThis.Prism`.
 */
export function loadLanguages(languages: readonly string[] = prismLanguages): void {
  if (languagesLoaded) return;
  const require = createRequire(import.meta.url);
  const previous = (globalThis as {Prism?: unknown}).Prism;
  (globalThis as {Prism?: unknown}).Prism = Prism;
  try {
    for (const language of languages) require(`prismjs/components/prism-${language}`);
  } finally {
    (globalThis as {Prism?: unknown}).Prism = previous;
    if (previous === undefined) delete (globalThis as {Prism?: unknown}).Prism;
  }
  languagesLoaded = true;
}

/** prism-react-renderer's theme dictionary: type → merged style (entries for other languages left out). */
export function themeDict(theme: PrismTheme, language: string): ThemeDict {
  const dict: Record<string, Record<string, unknown>> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dict[type] = {...dict[type], ...entry.style};
  }
  return dict;
}

/** The style properties of a Prism theme, with the letter their classes use. */
export const STYLE_KEYS: Readonly<Record<string, string>> = {
  color: 'c',
  backgroundColor: 'b',
  fontStyle: 'f',
  fontWeight: 'w',
  textDecorationLine: 't',
  opacity: 'o',
};

/**
 * The colour classes of a token in one theme: prism-react-renderer merges the styles of all the
 * token's types in order, so for each property the last type that sets it wins. A class is
 * `<theme letter><property letter>-<type>`, as `lc-string` (light, colour of strings).
 */
export function styleClasses(types: readonly string[], dict: ThemeDict, theme: 'l' | 'd'): string[] {
  if (types.length === 1 && types[0] === 'plain') return [];
  const winner = new Map<string, string>();
  for (const type of types) {
    for (const key of Object.keys(dict[type] ?? {})) {
      const letter = STYLE_KEYS[key];
      if (letter === undefined) throw new Error(`Code themes: no class for the style key "${key}"`);
      winner.set(letter, type);
    }
  }
  return [...winner].map(([letter, type]) => `${theme}${letter}-${type}`);
}

const dicts = new Map<string, {readonly light: ThemeDict; readonly dark: ThemeDict}>();

/** The class attribute of a token, as prism-react-renderer writes it, plus the two colour classes. */
export function tokenClassName(types: readonly string[], language: string): string {
  let themes = dicts.get(language);
  if (themes === undefined) {
    themes = {light: themeDict(codeThemes.light, language), dark: themeDict(codeThemes.dark, language)};
    dicts.set(language, themes);
  }
  return ['token', ...types, ...styleClasses(types, themes.light, 'l'), ...styleClasses(types, themes.dark, 'd')].join(
    ' ',
  );
}

/** The lines of tokens Prism makes of `code`; plain lines for a language without a grammar. */
export function tokenize(code: string, language: string): Token[][] {
  loadLanguages();
  const grammar = Prism.languages[language];
  if (grammar === undefined) return normalizeTokens([code]);
  return normalizeTokens(Prism.tokenize(code, grammar));
}

/**
 * The `tokens` prop: JSON `{"c": [class names], "l": [[length, class index, length, class index…] per line]}`.
 * An empty line is `[]`.
 */
export function encodeTokens(code: string, language: string): string {
  const classes: string[] = [];
  const index = new Map<string, number>();
  const lines = tokenize(code, language).map((line) =>
    line.flatMap((token) => {
      if (token.empty || token.content === '') return [];
      const className = tokenClassName(token.types, language);
      let i = index.get(className);
      if (i === undefined) {
        i = classes.push(className) - 1;
        index.set(className, i);
      }
      return [token.content.length, i];
    }),
  );
  return JSON.stringify({c: classes, l: lines});
}

/** The language of a fence: its first word, lower case, as the classic theme reads `language-…`. */
const fenceLanguage = (lang: string | null | undefined): string | undefined => lang?.toLowerCase() || undefined;

function visitCode(node: Parent, visit: (code: CodeNode) => void): void {
  if (node.type === 'code') visit(node as unknown as CodeNode);
  for (const child of node.children ?? []) visitCode(child, visit);
}

/** The remark plugin (see the file's comment). */
export default function remarkHighlightCode() {
  return (tree: Parent): void => {
    visitCode(tree, (node) => {
      const language = fenceLanguage(node.lang);
      if (language !== undefined && SKIP.has(language)) return;
      const data = (node.data ??= {});
      data.hProperties = {...data.hProperties, tokens: encodeTokens(node.value, language ?? 'text')};
    });
  };
}
