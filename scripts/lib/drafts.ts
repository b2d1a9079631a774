/**
 * Pure helpers behind `npm run new:post` and `npm run new:weekly`: dates, tags and the text of a
 * new draft. The scripts around them only read arguments and touch files.
 */
import yaml from 'js-yaml';
import {MONTHS} from '../../src/utils/months';

/** A date as YYYY-MM-DD (UTC). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The number of ISO weeks (52 or 53) in an ISO week-numbering year. */
export function isoWeeksInYear(year: number): number {
  // December 28 always lies in the last ISO week of its year.
  const dec28 = new Date(Date.UTC(year, 11, 28));
  return isoWeekOf(dec28).week;
}

/** ISO year and week of a date. */
export function isoWeekOf(date: Date): {year: number; week: number} {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7; // Monday = 1 … Sunday = 7
  d.setUTCDate(d.getUTCDate() + 4 - day); // the Thursday of this week decides its year
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((d.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
  return {year: d.getUTCFullYear(), week};
}

/** Monday of ISO week `week` of `year`. */
export function isoWeekMonday(year: number, week: number): Date {
  if (!Number.isInteger(year) || year < 2019 || year > 2100) {
    throw new Error(`Year must be a whole number from 2019 to 2100, not "${year}".`);
  }
  const weeks = isoWeeksInYear(year);
  if (!Number.isInteger(week) || week < 1 || week > weeks) {
    throw new Error(`Week must be a whole number from 1 to ${weeks} in ${year}, not "${week}".`);
  }
  const jan4 = new Date(Date.UTC(year, 0, 4)); // January 4 is always in week 1
  const monday = new Date(jan4);
  monday.setUTCDate(jan4.getUTCDate() - ((jan4.getUTCDay() || 7) - 1) + (week - 1) * 7);
  return monday;
}

function addDays(date: Date, days: number): Date {
  const d = new Date(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

const dayMonth = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;

export interface WeeklyDraft {
  /** Path below weekly/, e.g. `2025/week-44.md`. */
  readonly path: string;
  readonly date: string;
  readonly tags: readonly string[];
  readonly text: string;
}

/**
 * The weekly update of ISO week `week`, as the team writes them: it covers Tuesday to the Monday
 * after, is dated that Monday, and is tagged with the year, year and month, and month of its
 * first day. Week 1 can start in late December; its post belongs to `year` all the same (it lives
 * in `year`/), so it counts from January 1: week 1 of 2026 covers January 1-5 and is tagged
 * `2026-January`, not `2025-December`.
 */
export function weeklyDraft(template: string, year: number, week: number): WeeklyDraft {
  const tuesday = addDays(isoWeekMonday(year, week), 1);
  const last = addDays(tuesday, 6);
  const january1 = new Date(Date.UTC(year, 0, 1));
  const first = tuesday < january1 ? january1 : tuesday;
  const month = MONTHS[first.getUTCMonth()] ?? '';
  const tagYear = String(year);
  const tags = [`${tagYear}-${month}`, tagYear, month];
  const date = isoDate(last);
  const range =
    first.getUTCMonth() === last.getUTCMonth()
      ? `${dayMonth(first)}–${last.getUTCDate()}, ${last.getUTCFullYear()}`
      : `${dayMonth(first)} – ${dayMonth(last)}, ${last.getUTCFullYear()}`;
  const text = fill(template, {
    title: `Week ${week} in Packit`,
    date,
    tags: `[${tags.map((t) => `'${t}'`).join(', ')}]`,
    week: String(week),
    year: String(year),
    dates: range,
  });
  return {path: `${year}/week-${week}.md`, date, tags, text};
}

export interface PostDraft {
  /** Path below posts/, e.g. `my-feature/index.md`. */
  readonly path: string;
  readonly text: string;
}

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** A new main-blog post from the template, dated `today`, with tags checked against tags.yml. */
export function postDraft(
  template: string,
  slug: string,
  today: Date,
  tags: readonly string[],
  knownTags: ReadonlySet<string>,
): PostDraft {
  if (!SLUG.test(slug)) {
    throw new Error(`The slug "${slug}" must be lower-case words joined by "-" or "_", e.g. "copr-srpms".`);
  }
  const unknown = tags.filter((t) => !knownTags.has(t));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown tag(s): ${unknown.join(', ')}. Declare them in posts/tags.yml first. Known tags: ${[...knownTags].join(', ')}.`,
    );
  }
  const text = fill(template, {
    date: isoDate(today),
    tags: `[${tags.map((t) => `'${t}'`).join(', ')}]`,
  });
  return {path: `${slug}/index.md`, text};
}

/** Replaces each `{{name}}` of a template; a placeholder without a value is an error. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`The template has a placeholder {{${name}}} that the script does not fill.`);
    }
    return value;
  });
}

/** The keys of a blog's tags.yml. */
export function tagKeys(tagsYaml: string): Set<string> {
  const data = yaml.load(tagsYaml);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('tags.yml must be a mapping of tag keys to their label, permalink and description.');
  }
  return new Set(Object.keys(data));
}

/** tags.yml entries to append for weekly tags that are not declared yet. */
export function missingWeeklyTags(tags: readonly string[], known: ReadonlySet<string>): string {
  return tags
    .filter((tag) => !known.has(tag))
    .map((tag) => {
      const [year, month] = tag.includes('-') ? tag.split('-') : [undefined, undefined];
      const description = /^\d{4}$/.test(tag)
        ? `Weekly updates published in ${tag}.`
        : year
          ? `Weekly updates from ${month} ${year}.`
          : `Weekly updates from ${tag} of any year.`;
      return `'${tag}':\n  label: '${tag}'\n  permalink: /${tag.toLowerCase()}\n  description: '${description}'\n`;
    })
    .join('');
}

/**
 * tags.yml with the weekly tags it lacks inserted where their keys sort (tags.yml lists its keys in
 * order: years and year-months first, then months), so `2026` lands after the 2025 tags rather than
 * after `September`. Returns the text unchanged when every tag is declared.
 */
export function withWeeklyTags(tagsYaml: string, tags: readonly string[]): string {
  const known = tagKeys(tagsYaml);
  const added = [...new Set(tags)].filter((tag) => !known.has(tag)).sort();
  if (added.length === 0) return tagsYaml;
  const lines = tagsYaml.endsWith('\n') ? tagsYaml.slice(0, -1).split('\n') : tagsYaml.split('\n');
  const keyAt = (line: string): string | undefined => /^'([^']+)':$/.exec(line)?.[1];
  for (const tag of added) {
    const entry = missingWeeklyTags([tag], known).replace(/\n$/, '').split('\n');
    const before = lines.findIndex((line) => {
      const key = keyAt(line);
      return key !== undefined && key > tag;
    });
    lines.splice(before === -1 ? lines.length : before, 0, ...entry);
    known.add(tag);
  }
  return `${lines.join('\n')}\n`;
}
