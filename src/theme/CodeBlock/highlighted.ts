/**
 * The build's highlighting of one code block (the `tokens` prop written by
 * src/remark/highlight-code.ts), shared by our CodeBlock and its Content.
 */
import {createContext, useContext} from 'react';

export interface Highlighted {
  /** The code as written, magic comments included: the build tokenised this. */
  readonly raw: string;
  /** The `tokens` prop, or undefined for a block the build did not see (JSX in a page). */
  readonly tokens: string | undefined;
}

export const HighlightedContext = createContext<Highlighted | null>(null);

export const useHighlighted = (): Highlighted | null => useContext(HighlightedContext);

/** A token as the classic theme's Line renders it (prism-react-renderer's shape). */
export interface LineToken {
  readonly types: string[];
  readonly content: string;
  readonly empty?: boolean;
  /** The class attribute the build chose. */
  readonly className: string;
}

interface Encoded {
  readonly c: readonly string[];
  readonly l: readonly (readonly number[])[];
}

const EMPTY_LINE: LineToken[] = [{types: ['plain'], content: '\n', empty: true, className: 'token plain'}];

const plainLine = (text: string): LineToken[] =>
  text === '' ? EMPTY_LINE : [{types: ['plain'], content: text, className: 'token plain'}];

/** Cuts one line into the tokens the build measured. */
function cutLine(text: string, encoded: readonly number[], classes: readonly string[]): LineToken[] {
  if (encoded.length === 0) return plainLine(text);
  const tokens: LineToken[] = [];
  let at = 0;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    const length = encoded[i] ?? 0;
    const className = classes[encoded[i + 1] ?? -1] ?? 'token plain';
    tokens.push({types: className.split(' ').slice(1), content: text.slice(at, at + length), className});
    at += length;
  }
  // The build saw other text: show what is there rather than cut it wrongly.
  return at === text.length ? tokens : plainLine(text);
}

const lines = (code: string): string[] => code.replace(/\r?\n$/, '').split(/\r?\n/);

/**
 * The lines of `code` (the block's code without its magic comments) as tokens. The build
 * tokenised the raw code; the lines the magic comments took are skipped. Without build tokens,
 * the lines are plain text.
 */
export function tokenLines(code: string, highlighted: Highlighted | null): LineToken[][] {
  const shown = lines(code);
  if (!highlighted?.tokens) return shown.map(plainLine);
  let encoded: Encoded;
  try {
    encoded = JSON.parse(highlighted.tokens) as Encoded;
  } catch {
    return shown.map(plainLine);
  }
  const raw = lines(highlighted.raw);
  let r = 0;
  return shown.map((text) => {
    while (r < raw.length && raw[r] !== text) r += 1;
    const line = r < raw.length ? cutLine(text, encoded.l[r] ?? [], encoded.c) : plainLine(text);
    r += 1;
    return line;
  });
}
