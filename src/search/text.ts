/**
 * How the local search reads text: the same folding and word splitting for the index and for
 * what the reader types, so that "Kóji" finds "koji" and "copr_build", "copr-build",
 * "copr build" and "coprbuild" find each other.
 */

import {stemmer} from 'stemmer';

/** Lower case without accents: "Kóji" → "koji". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Words of folded text, with identifiers (`copr_build`, `dist-git`, `fedora.repo`) kept whole. */
const WORDS = /[\p{L}\p{N}]+(?:[_.-][\p{L}\p{N}]+)*/gu;
const SEPARATOR = /[_.-]/;

/**
 * The English stem of a folded word (Porter's algorithm: `retriggering`, `retriggered` and
 * `retrigger` share one); words with digits and words under four letters are their own stem.
 */
export function stem(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  let stemmed = STEMS.get(word);
  if (stemmed === undefined) STEMS.set(word, (stemmed = stemmer(word)));
  return stemmed;
}
/** Stems already computed: the index repeats its words many times. */
const STEMS = new Map<string, string>();

/**
 * Index terms of a text: every word and its stem when that differs, and for an identifier its
 * parts (and their stems) and its parts joined (`copr_build` → `copr`, `build`, `coprbuild`).
 */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  const push = (word: string) => {
    const s = stem(word);
    terms.push(word);
    if (s !== word) terms.push(s);
  };
  for (const [word] of fold(text).matchAll(WORDS)) {
    if (SEPARATOR.test(word)) {
      const parts = word.split(SEPARATOR);
      parts.forEach(push);
      terms.push(parts.join(''));
    } else {
      push(word);
    }
  }
  return terms;
}

/**
 * A text's words as one string of stems, identifiers split into their parts, for comparing a
 * title with a query as phrases (`Bodhi updates`, `bodhi_update` and `bodhi update` are equal).
 */
export function phrase(text: string): string {
  return [...fold(text).matchAll(WORDS)].flatMap(([word]) => word.split(SEPARATOR).map(stem)).join(' ');
}

/**
 * Words too common to ask for when the query has other words: articles, pronouns, auxiliaries and
 * question words ("packit as a service", "where are the logs when the build fails").
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can could did do does for from has have how i if in into is it its me my not ' +
    'of on or our should so that the their there this to was we were what when where which who why will with ' +
    'would you your'
  ).split(' '),
);

/**
 * Query words: one term per word the reader typed, an identifier as its parts joined
 * (`copr_buld` → `coprbuld`), or as its parts when the index holds nothing like it joined
 * (`known`: `update-dist-git` where the pages only say "update dist-git"; `Changelog.copy`, a
 * method the pages write under its class), stop words left out unless nothing else is left.
 */
export function queryTerms(
  query: string,
  known: (joined: string, last: boolean, parts: readonly string[]) => boolean = () => true,
): string[] {
  const found = [...fold(query).matchAll(WORDS)];
  const words = found.flatMap(([word], i) => {
    const parts = word.split(SEPARATOR);
    const joined = parts.join('');
    return parts.length > 1 && !known(joined, i === found.length - 1, parts) ? parts : [joined];
  });
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  return [...new Set(kept.length > 0 ? kept : words)];
}

/** Edit distance allowed for a query word: none under five letters, one from five, two from nine. */
export function maxTypos(term: string): number {
  return term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0;
}

/** Levenshtein distance, giving up (returning max + 1) once it exceeds `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}
