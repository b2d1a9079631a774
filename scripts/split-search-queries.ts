/**
 * npm run search:split — assigns every reader query of tests/fixtures/search-queries.json to the
 * tune set or the held-out test set, and writes the assignment back into the file.
 *
 * The 93 queries the ranking was tuned on (`origin: tuned`) all go to the tune set. The queries
 * written afterwards (`origin: issue`, from readers' GitHub issues, and `origin: purpose`, from what
 * each page is for) are shuffled by a small seeded PRNG (mulberry32, the seed below and in the
 * file) in the order they stand in the file; the first `testCount` go to the test set, the rest
 * to the tune set. Running it again on the same file gives the same split, so the committed
 * assignment can be checked; the unit test does that.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import {assignSets, QUERIES_FILE, type QueryFile} from './lib/search-relevance';

const file = join(import.meta.dirname, '..', QUERIES_FILE);
const data = JSON.parse(readFileSync(file, 'utf8')) as QueryFile;
const split = assignSets(data.queries);
const out: QueryFile = {...data, split: split.meta, queries: split.queries};
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
const count = (set: string, origin?: string) =>
  split.queries.filter((q) => q.set === set && (origin === undefined || q.origin === origin)).length;
for (const set of ['tune', 'test'])
  console.log(
    `${set}: ${count(set)} (tuned ${count(set, 'tuned')}, issue ${count(set, 'issue')}, purpose ${count(set, 'purpose')})`,
  );
console.log(`seed ${split.meta.seed}; run prettier on ${QUERIES_FILE} afterwards`);
