/**
 * The two tables of the CLI's user configuration file (docs/configuration/index.md and
 * docs/cli/index.md, under "User configuration file") against packit's own schema of that file,
 * UserConfigSchema, as scripts/extract-packit-facts.py reads it from the release (its
 * `user_config` facts, with the defaults of the Config class it builds): every key a table lists is
 * one packit takes, with packit's type and default, and the configuration reference names every key
 * packit takes, in its table or in the text of that section.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {PACKIT_VERSION} from '../../src/packit-config/version';
import {codeSpans, markdownTables, root} from '../lib/markdown';

interface KeyFacts {
  readonly type: string;
  readonly default: unknown;
}
const facts = JSON.parse(
  readFileSync(join(root, 'src', 'packit-config', 'facts', `packit-${PACKIT_VERSION}.json`), 'utf8'),
) as {user_config: Record<string, KeyFacts>};
const userConfig = facts.user_config;

const SECTION = 'User configuration file';
/** The words the tables use for packit's field types. */
const TYPES: Readonly<Record<string, readonly string[]>> = {
  boolean: ['boolean', 'bool'],
  string: ['string'],
  dict: ['mapping'],
  'list<dict>': ['list of mappings'],
};

/** What a Default cell says, as the value it stands for: `false`, `{}`, a word, or no value. */
function statedDefault(cell: string): unknown {
  const code = codeSpans(cell)[0];
  if (code === undefined) return /^(—|none)$/.test(cell.trim()) ? null : cell.trim();
  if (code === 'true' || code === 'false') return code === 'true';
  if (code === '{}') return {};
  return code;
}

function sectionOf(file: string): {text: string; rows: {line: number; cells: readonly string[]}[]} {
  const text = readFileSync(join(root, file), 'utf8');
  const table = markdownTables(text).find((t) => t.headings.at(-1) === SECTION && t.header[0] === 'Key');
  assert.ok(table, `${file}: no Key table under "## ${SECTION}"`);
  const start = text.indexOf(`## ${SECTION}`);
  const end = text.indexOf('\n## ', start + 1);
  return {text: text.slice(start, end < 0 ? undefined : end), rows: [...table.rows]};
}

describe(`the user configuration file against packit ${PACKIT_VERSION}'s UserConfigSchema`, () => {
  it('reads the facts', () => {
    assert.ok(Object.keys(userConfig).length > 20);
  });

  for (const file of ['docs/configuration/index.md', 'docs/cli/index.md']) {
    it(`${file} lists keys packit takes, with its types and defaults`, () => {
      const problems = sectionOf(file).rows.flatMap(({line, cells}) => {
        const key = codeSpans(cells[0] ?? '')[0] ?? '';
        const fact = userConfig[key];
        if (fact === undefined) return [`${file}:${line}: \`${key}\`: packit's UserConfigSchema has no such key`];
        const found: string[] = [];
        const type = (cells[1] ?? '').trim();
        if (!(TYPES[fact.type] ?? [fact.type]).includes(type)) found.push(`type "${type}", packit ${fact.type}`);
        const stated = statedDefault(cells[2] ?? '');
        if (JSON.stringify(stated) !== JSON.stringify(fact.default))
          found.push(`default ${JSON.stringify(stated)}, packit ${JSON.stringify(fact.default)}`);
        return found.map((f) => `${file}:${line}: \`${key}\`: ${f}`);
      });
      assert.deepEqual(problems, []);
    });
  }

  it('is described whole in the configuration reference: every key, in the table or the text', () => {
    const {text} = sectionOf('docs/configuration/index.md');
    const named = new Set(codeSpans(text.replace(/^```[\s\S]*?^```/gm, '')));
    // "The keys starting with `command_handler` …": the sandbox settings of the hosted service.
    const missing = Object.keys(userConfig).filter(
      (key) => !named.has(key) && !(key.startsWith('command_handler') && named.has('command_handler')),
    );
    assert.deepEqual(missing, []);
  });
});
