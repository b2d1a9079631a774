/**
 * Checks over every page and post of the site, with the file and line of each problem: front
 * matter that the pages need, and fenced YAML examples that must parse.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {describe, it} from 'node:test';
import yaml from 'js-yaml';

import {blogs} from '../../src/data/blogs';
import {sections} from '../../src/data/sections';
import {fencedBlocks, markdownFiles, root} from '../lib/markdown';

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

function frontMatter(file: string, text: string): Record<string, unknown> {
  const match = FRONT_MATTER.exec(text);
  assert.ok(match, `${file}:1: no front matter`);
  const data = yaml.load(match[1] ?? '');
  assert.ok(data && typeof data === 'object', `${file}:1: front matter is not a mapping`);
  return data as Record<string, unknown>;
}

const docsFiles = sections.flatMap((s) => markdownFiles(s.id));
const postFiles = Object.values(blogs).flatMap((b) => markdownFiles(b.id));
const pageFiles = markdownFiles('src/pages');

describe('content', () => {
  it('docs pages have a title, a one-sentence description and search keywords', () => {
    const problems = docsFiles.flatMap((file) => {
      const data = frontMatter(file, readFileSync(join(root, file), 'utf8'));
      const out = ['title', 'description']
        .filter((key) => typeof data[key] !== 'string' || data[key] === '')
        .map((key) => `${file}:1: front matter has no ${key}`);
      // The words a reader would search for the page by, besides its own (README, "Search").
      const {keywords} = data;
      if (
        !Array.isArray(keywords) ||
        keywords.length < 3 ||
        !keywords.every((k) => typeof k === 'string' && k !== '')
      ) {
        out.push(`${file}:1: front matter needs keywords: a list of at least three phrases readers would search for`);
      }
      return out;
    });
    assert.deepEqual(problems, []);
  });

  it('posts have a title, a date, authors, a description and a truncate marker', () => {
    const problems = postFiles.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      const data = frontMatter(file, text);
      const missing = ['title', 'date', 'description'].filter((key) => data[key] === undefined);
      const out = missing.map((key) => `${file}:1: front matter has no ${key}`);
      if (!/^(<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})$/m.test(text)) {
        out.push(`${file}: no truncate marker`);
      }
      return out;
    });
    assert.deepEqual(problems, []);
  });

  it('every folder of a docs section names its sidebar category', () => {
    // Without a _category_.yml or an index page, the sidebar labels the category with the
    // folder's name as it is spelled on disk ("ai").
    const folders = new Set<string>();
    for (const file of docsFiles) {
      for (let dir = dirname(file); dir !== '.' && !sections.some((s) => s.id === dir); dir = dirname(dir)) {
        folders.add(dir);
      }
    }
    const problems = [...folders]
      .filter((dir) => !['_category_.yml', 'index.md', 'index.mdx'].some((name) => existsSync(join(root, dir, name))))
      .map((dir) => `${dir}/: add a _category_.yml with the category's label`);
    assert.deepEqual(problems, []);
  });

  it('every fenced YAML block parses', () => {
    const problems = [...docsFiles, ...postFiles, ...pageFiles].flatMap((file) =>
      fencedBlocks(readFileSync(join(root, file), 'utf8'))
        .filter((block) => block.lang === 'yaml' || block.lang === 'yml')
        .flatMap((block) => {
          try {
            yaml.load(block.body);
            return [];
          } catch (error) {
            const mark = (error as yaml.YAMLException).mark as {line?: number} | undefined;
            return [`${file}:${block.line + (mark?.line ?? 0)}: ${(error as Error).message.split('\n')[0]}`];
          }
        }),
    );
    assert.deepEqual(problems, []);
  });

  it('every table names its columns', () => {
    // A header row of empty cells shows as an empty bar, and a screen reader announces columns
    // without names: write a list instead.
    const problems = [...docsFiles, ...postFiles, ...pageFiles].flatMap((file) => {
      const lines = readFileSync(join(root, file), 'utf8').split('\n');
      return lines.flatMap((line, i) =>
        /^\s*(\|\s*)+$/.test(line) && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '') ? [`${file}:${i + 1}`] : [],
      );
    });
    assert.deepEqual(problems, []);
  });

  it('finds fenced blocks, indented ones included', () => {
    const blocks = fencedBlocks('text\n\n- item\n\n  ```yaml\n  a: 1\n  ```\n\n````bash\nls\n````\n');
    assert.deepEqual(
      blocks.map(({lang, line, body}) => ({lang, line, body})),
      [
        {lang: 'yaml', line: 6, body: 'a: 1'},
        {lang: 'bash', line: 10, body: 'ls'},
      ],
    );
  });
});
