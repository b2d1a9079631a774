import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {
  fill,
  isoDate,
  isoWeekMonday,
  isoWeekOf,
  missingWeeklyTags,
  postDraft,
  tagKeys,
  weeklyDraft,
  withWeeklyTags,
} from '../../scripts/lib/drafts';

const root = join(import.meta.dirname, '..', '..');
const weeklyTemplate = readFileSync(join(root, 'weekly', '_template.md'), 'utf8');
const postTemplate = readFileSync(join(root, 'posts', '_template', 'index.md'), 'utf8');

describe('ISO weeks', () => {
  it('find the Monday of a week, across year boundaries', () => {
    assert.equal(isoDate(isoWeekMonday(2025, 1)), '2024-12-30');
    assert.equal(isoDate(isoWeekMonday(2025, 43)), '2025-10-20');
    assert.equal(isoDate(isoWeekMonday(2020, 53)), '2020-12-28');
    assert.deepEqual(isoWeekOf(new Date('2021-01-03')), {year: 2020, week: 53});
  });

  it('refuse a week the year does not have', () => {
    assert.throws(() => isoWeekMonday(2025, 53), /from 1 to 52 in 2025/);
    assert.throws(() => isoWeekMonday(2025, 0), /from 1 to 52/);
    assert.throws(() => isoWeekMonday(Number('x'), 3), /Year must be a whole number/);
  });
});

describe('weekly drafts', () => {
  it('cover Tuesday to Monday, are dated that Monday and tagged with the month of the first day', () => {
    const draft = weeklyDraft(weeklyTemplate, 2024, 26);
    assert.equal(draft.path, '2024/week-26.md');
    assert.equal(draft.date, '2024-07-01');
    assert.deepEqual(draft.tags, ['2024-June', '2024', 'June']);
    assert.match(draft.text, /^title: Week 26 in Packit$/m);
    assert.match(draft.text, /^## Week 26 \(June 25 – July 1, 2024\)$/m);
    assert.match(draft.text, /<!-- truncate -->/);
  });

  it('count week 1 from January 1 when its Monday is in December', () => {
    // Week 1 of 2026 began on Monday December 29, 2025; its post lives in weekly/2026/.
    const draft = weeklyDraft(weeklyTemplate, 2026, 1);
    assert.equal(draft.path, '2026/week-1.md');
    assert.equal(draft.date, '2026-01-05');
    assert.deepEqual(draft.tags, ['2026-January', '2026', 'January']);
    assert.match(draft.text, /^## Week 1 \(January 1–5, 2026\)$/m);
    assert.deepEqual(weeklyDraft(weeklyTemplate, 2025, 1).tags, ['2025-January', '2025', 'January']);
  });

  it("agree with the team's own posts", () => {
    // The single-week posts of weekly/<year>/ up to week 20 of 2026, the last the team wrote
    // before this site: most cover Tuesday to Monday; some were written a day or two off.
    const posts = readdirSync(join(root, 'weekly'), {recursive: true, encoding: 'utf8'}).flatMap((file) => {
      const name = /^(\d{4})\/week-(\d+)\.md$/.exec(file.split('\\').join('/'));
      if (name === null) return [];
      const [year, week] = [Number(name[1]), Number(name[2])];
      return year * 100 + week <= 202620 ? [{year, week, file}] : [];
    });
    assert.ok(posts.length >= 90, `${posts.length} posts`);
    let headings = 0;
    let tags = 0;
    for (const {year, week, file} of posts) {
      const text = readFileSync(join(root, 'weekly', file), 'utf8');
      const draft = weeklyDraft(weeklyTemplate, year, week).text;
      const heading = (t: string) => /^## Week .*$/m.exec(t)?.[0];
      const tagLine = (t: string) => /^tags: (.*)$/m.exec(t)?.[1]?.replace(/'/g, '');
      if (heading(text) === heading(draft)) headings += 1;
      if (tagLine(text) === tagLine(draft)) tags += 1;
    }
    // Monday to Sunday, as ISO counts weeks, matched one post of 93.
    assert.ok(headings / posts.length >= 0.8, `${headings} of ${posts.length} headings agree`);
    assert.ok(tags / posts.length >= 0.95, `${tags} of ${posts.length} tag lists agree`);
  });

  it('spell a week across two months in full', () => {
    assert.match(weeklyDraft(weeklyTemplate, 2025, 35).text, /## Week 35 \(August 26 – September 1, 2025\)/);
    assert.match(weeklyDraft(weeklyTemplate, 2026, 18).text, /## Week 18 \(April 28 – May 4, 2026\)/);
  });

  it('declare only the tags that tags.yml lacks', () => {
    const known = tagKeys(readFileSync(join(root, 'weekly', 'tags.yml'), 'utf8'));
    assert.equal(missingWeeklyTags(['2025-October', '2025', 'October'], known), '');
    assert.match(missingWeeklyTags(['2099-January', '2099', 'January'], known), /^'2099-January':\n/);
  });

  it('insert new tags where their keys sort, after the last year and before the months', () => {
    const entry = (key: string) => `'${key}':\n  label: '${key}'\n`;
    const file = `# comment\n${entry('2025')}${entry('2025-October')}${entry('April')}${entry('October')}`;
    const keys = (text: string) => [...text.matchAll(/^'([^']+)':$/gm)].map((m) => m[1]);
    const updated = withWeeklyTags(file, ['2026-January', '2026', 'January']);
    assert.deepEqual(keys(updated), ['2025', '2025-October', '2026', '2026-January', 'April', 'January', 'October']);
    assert.match(updated, /^# comment\n/);
    assert.match(
      updated,
      /'2026':\n {2}label: '2026'\n {2}permalink: \/2026\n {2}description: 'Weekly updates published in 2026.'\n'2026-January':/,
    );
    assert.equal(withWeeklyTags(updated, ['2026-January', '2026', 'January']), updated);
  });
});

describe('post drafts', () => {
  const known = new Set(['copr', 'srpm']);
  it('are dated today and carry declared tags', () => {
    const draft = postDraft(postTemplate, 'copr-srpms', new Date('2025-11-10T12:00:00Z'), ['copr'], known);
    assert.equal(draft.path, 'copr-srpms/index.md');
    assert.match(draft.text, /^date: 2025-11-10$/m);
    assert.match(draft.text, /^tags: \['copr'\]$/m);
  });

  it('refuse a bad slug or an undeclared tag', () => {
    assert.throws(() => postDraft(postTemplate, 'Bad Slug', new Date(), [], known), /lower-case words/);
    assert.throws(() => postDraft(postTemplate, 'ok', new Date(), ['nope'], known), /Unknown tag\(s\): nope/);
  });

  it('fail on a template placeholder they do not know', () => {
    assert.throws(() => fill('{{missing}}', {}), /placeholder \{\{missing\}\}/);
  });
});
