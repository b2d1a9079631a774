/**
 * npm run new:post -- <slug> [tag …]
 * Creates posts/<slug>/index.md from posts/_template/index.md, dated today, with the given tags
 * (each must be declared in posts/tags.yml). Refuses a slug that already exists.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {postDraft, tagKeys} from './lib/drafts';

const root = join(import.meta.dirname, '..', 'posts');

function main([slug, ...tags]: string[]): void {
  if (slug === undefined) {
    throw new Error(
      'Usage: npm run new:post -- <slug> [tag …]   (for example: npm run new:post -- copr-srpms copr srpm)',
    );
  }
  const known = tagKeys(readFileSync(join(root, 'tags.yml'), 'utf8'));
  const draft = postDraft(readFileSync(join(root, '_template', 'index.md'), 'utf8'), slug, new Date(), tags, known);
  const file = join(root, draft.path);
  if (existsSync(dirname(file))) {
    throw new Error(`${relative(process.cwd(), dirname(file))} already exists: choose another slug.`);
  }
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, draft.text, {flag: 'wx'});
  console.log(
    `Created ${relative(process.cwd(), file)}. Write the title, the summary and the post, then run npm start.`,
  );
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(`new:post: ${(error as Error).message}`);
  process.exitCode = 1;
}
