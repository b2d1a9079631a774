/**
 * Holds the local search to its relevance benchmark (tests/fixtures/search-queries.json) on the
 * built site: the index is made from build/ by the current index builder. `npm test` runs this
 * file again after `npm run build`; without build/ it is skipped. The assertion covers the 93
 * queries the ranking was tuned on (tune set, each asked from its own section); the held-out test
 * set is measured, not yet held, by `npm run bench:search`.
 */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {indexOfBuild} from '../../src/plugins/local-search/index';
import {LocalSearchEngine} from '../../src/search/engine';
import {measureRelevance, relevanceQueries} from '../../scripts/lib/search-relevance';

const build = join(import.meta.dirname, '../../build');
const built = existsSync(join(build, 'docs.html')) || existsSync(join(build, 'docs', 'index.html'));

describe('search relevance on the built site', {skip: built ? false : 'no build/: run `npm run build` first'}, () => {
  it('has at least 60 reader queries, each with pages to expect', () => {
    const queries = relevanceQueries('tune').filter((q) => q.origin === 'tuned');
    assert.ok(queries.length >= 60, `${queries.length} queries`);
    for (const q of queries) assert.ok(q.q.trim() !== '' && q.expect.length > 0, JSON.stringify(q));
  });

  it('puts an expected page in the top 3 for at least 95% of the queries and first for 80%', async () => {
    const engine = new LocalSearchEngine(await indexOfBuild(build), 'https://packit.dev');
    const {outcomes, top1, top3, mrr} = measureRelevance(engine);
    const misses = outcomes
      .filter((o) => o.rank === undefined || o.rank > 3)
      .map((o) => `"${o.query.q}": rank ${o.rank ?? 'none'}, first ${o.top.join(', ')}`);
    const figures = `top-1 ${(top1 * 100).toFixed(1)}%, top-3 ${(top3 * 100).toFixed(1)}%, MRR ${mrr.toFixed(3)}`;
    assert.ok(top3 >= 0.95, `${figures}; outside the top 3:\n${misses.join('\n')}`);
    assert.ok(top1 >= 0.8, figures);
  });
});
