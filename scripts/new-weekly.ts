/**
 * npm run new:weekly -- <year> <week>
 * Creates weekly/<year>/week-<week>.md from weekly/_template.md, dated and tagged for that ISO
 * week, and declares any new tag in weekly/tags.yml, in the file's key order. Refuses a week that
 * already has a post.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {weeklyDraft, withWeeklyTags} from './lib/drafts';

const root = join(import.meta.dirname, '..', 'weekly');

function main(args: string[]): void {
  if (args.length !== 2) {
    throw new Error('Usage: npm run new:weekly -- <year> <week>   (for example: npm run new:weekly -- 2025 44)');
  }
  const [year, week] = args.map(Number) as [number, number];
  const draft = weeklyDraft(readFileSync(join(root, '_template.md'), 'utf8'), year, week);
  const file = join(root, draft.path);
  if (existsSync(file)) {
    throw new Error(`${relative(process.cwd(), file)} already exists; edit it instead.`);
  }
  const tagsFile = join(root, 'tags.yml');
  const tagsYaml = readFileSync(tagsFile, 'utf8');
  const updatedTags = withWeeklyTags(tagsYaml, draft.tags);
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, draft.text, {flag: 'wx'});
  if (updatedTags !== tagsYaml) {
    writeFileSync(tagsFile, updatedTags);
  }
  console.log(`Created ${relative(process.cwd(), file)} (dated ${draft.date}, tags ${draft.tags.join(', ')}).`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(`new:weekly: ${(error as Error).message}`);
  process.exitCode = 1;
}
