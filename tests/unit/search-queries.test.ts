/**
 * The relevance benchmark's query file (tests/fixtures/search-queries.json): every expected page
 * is a route the site serves, issue queries link their issue, and the tune/test split is the one
 * the seeded PRNG gives, frozen before any ranking change.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {assignSets, mulberry32, queryFile, SPLIT_SEED} from '../../scripts/lib/search-relevance';

const routes = new Set(
  readFileSync(join(import.meta.dirname, '../routes.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'))
    .map((line) => line.split('\t')[0]),
);
const data = queryFile();
const queries = data.queries;

describe('search benchmark queries', () => {
  it('has at least 250 queries from the three origins', () => {
    assert.ok(queries.length >= 250, `${queries.length} queries`);
    assert.equal(queries.filter((q) => q.origin === 'tuned').length, 93);
    assert.ok(queries.some((q) => q.origin === 'issue'));
    assert.ok(queries.some((q) => q.origin === 'purpose'));
  });

  it('expects 1 to 3 pages per query, each a route of tests/routes.txt', () => {
    const missing = queries.flatMap((q) => q.expect.filter((route) => !routes.has(route)).map((r) => `${q.q}: ${r}`));
    assert.deepEqual(missing, []);
    for (const q of queries) assert.ok(q.q.trim() !== '' && q.expect.length >= 1 && q.expect.length <= 3, q.q);
  });

  it('lists as answers found by a judge only routes of tests/routes.txt that it does not expect', () => {
    for (const q of queries.filter((x) => x.alsoAnswers !== undefined)) {
      const also = q.alsoAnswers ?? [];
      assert.ok(also.length >= 1, q.q);
      for (const route of also) assert.ok(routes.has(route) && !q.expect.includes(route), `${q.q}: ${route}`);
    }
  });

  it('links every issue query to a GitHub thread', () => {
    for (const q of queries.filter((x) => x.origin === 'issue'))
      assert.match(q.source ?? '', /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull|discussions)\/\d+$/, q.q);
  });

  it('has no query twice in the same section', () => {
    const keys = queries.map((q) => `${q.q.toLowerCase()}|${q.section ?? 'docs'}`);
    assert.equal(new Set(keys).size, keys.length);
  });

  it('keeps the committed split: tuned queries in tune, at least 150 held out, as the seed gives', () => {
    assert.equal(data.split?.seed, SPLIT_SEED);
    assert.ok(queries.filter((q) => q.origin === 'tuned').every((q) => q.set === 'tune'));
    const test = queries.filter((q) => q.set === 'test');
    assert.ok(test.length >= 150, `${test.length} test queries`);
    assert.equal(test.length, data.split.testCount);
    const recomputed = assignSets(queries).queries.map((q) => q.set);
    assert.deepEqual(
      queries.map((q) => q.set),
      recomputed,
    );
  });

  it('uses a deterministic PRNG', () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    for (let i = 0; i < 5; i++) assert.equal(a(), b());
  });
});
