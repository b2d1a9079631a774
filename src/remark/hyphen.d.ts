/** The part of the `hyphen` package (1.14, no types of its own) that src/remark/toc-word-breaks.ts uses. */
declare module 'hyphen/en-us' {
  /** `text` with a soft hyphen (or `hyphenChar`) wherever its words may break. */
  export function hyphenateSync(text: string, options?: {hyphenChar?: string; minWordLength?: number}): string;
}
