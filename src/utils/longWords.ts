/**
 * Where a long word in a table cell may wrap. A table lays out no narrower than its longest word,
 * and a configuration key, file path, host name or class name is one word to the browser
 * (`osh_diff_scan_after_copr_build`, `packit_service/worker/handlers/testing_farm.py`,
 * `DownstreamLogDetectiveResultsHandler`): one such word made a table wider than the column, and
 * its last column's text ran out of sight on a laptop. A `<wbr>` after the separators of a long
 * word, or between the words of a name in CamelCase, lets it wrap there, and only there, when its
 * column is narrower than it; copied, the text is the same.
 */

/** Inline code in a table's cell up to this many characters, with no space, never wraps (src/theme/MDXComponents.tsx). */
export const SHORT_NAME = 16;

/** Words up to this many characters stay whole: most keys, options and names fit a column as they are. */
export const LONGEST_WHOLE = 20;

/** The characters after which a long word may wrap (a run of them, as `://` or `__`, stays together). */
const SEPARATORS = new Set(['_', '-', '/', '.', ':', ',', '=', '|']);

/** No piece shorter than this at the end of a word (`source-git.yaml` keeps its `.yaml`). */
const SHORTEST_LAST = 5;

/** No CamelCase cut after fewer letters than this (`GitHubIssue` cuts as `GitHub|Issue`, not `Git|Hub`). */
const SHORTEST_CAMEL = 4;

/**
 * The pieces of `text` between which a line may wrap: its whitespace and short words as they are,
 * and each word longer than `longestWhole` cut after its runs of separators and before a capital
 * that follows a small letter (after four letters at least). Joined, the pieces are `text` again.
 */
export function longWordPieces(text: string, longestWhole = LONGEST_WHOLE): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const word of text.split(/(\s+)/)) {
    if (word.length <= longestWhole) {
      piece += word;
      continue;
    }
    // A run of separators at the start of the word (`./`, `/`) is no place to wrap.
    let started = false;
    // Letters of the word since its last cut.
    let since = 0;
    for (let i = 0; i < word.length; i++) {
      const char = word.charAt(i);
      const next = word.charAt(i + 1);
      piece += char;
      since += 1;
      const rest = word.length - i - 1;
      const camel = /\p{Ll}/u.test(char) && /\p{Lu}/u.test(next) && since >= SHORTEST_CAMEL;
      const separated = SEPARATORS.has(char) && started && !SEPARATORS.has(next);
      if (!SEPARATORS.has(char)) started = true;
      if ((camel || separated) && rest >= SHORTEST_LAST) {
        pieces.push(piece);
        piece = '';
        since = 0;
      }
    }
  }
  if (piece !== '' || pieces.length === 0) pieces.push(piece);
  return pieces;
}

/**
 * Starts of names that the browser would otherwise wrap inside: a command-line option's dashes and
 * the character after them (`--` at the end of a line, `force` on the next), and an RPM macro's
 * `%` and its opening brace or parenthesis (`%` at the end of a line, `{version}` on the next).
 */
export const UNBROKEN_START = /(?<=^|\s)-{1,2}[^\s-]|%[{(]/g;
