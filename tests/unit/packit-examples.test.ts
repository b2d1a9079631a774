/**
 * Every Packit configuration shown on the site is valid for the packit release of src/packit-config/version.ts, as the published JSON
 * Schema says; each failure names the file and the line of the key.
 *
 * Which YAML blocks are Packit configurations: a ```yaml (or ```yml) block whose top level is a
 * mapping with `specfile_path`, `upstream_package_name`, `downstream_package_name`, `packages` (a
 * mapping) or `jobs` (a list, unlike a CI workflow's mapping), or whose top-level keys are all
 * Packit keys (a fragment such as `files_to_sync:` alone). Words after the language override that:
 *
 *   ```yaml packit          a Packit configuration, whatever it looks like
 *   ```yaml not-packit      not one (a tmt plan, the CLI's user configuration…)
 *   ```yaml invalid         a Packit configuration with a deliberate mistake: it must fail
 *
 * (Docusaurus passes such words through as the code block's meta string and ignores them; a
 * `title="…"` beside them still works.)
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {blogs} from '../../src/data/blogs';
import {sections} from '../../src/data/sections';
import {JOB_KEYS, PACKAGE_KEYS, PACKIT_VERSION, RETIRED_KEYS, TOP_LEVEL_KEYS} from '../../src/packit-config';
import {fencedBlocks, markdownFiles, root, type FencedBlock} from '../lib/markdown';
import {describeProblem, lineOfPath, loadPackitYaml, validatePackitConfig} from '../../src/packit-config/check';

/** Research notes quote design proposals and old formats; they are not instructions to users. */
const NOT_SCANNED = new Set(['research']);

const files = [
  ...sections.map((s) => s.id).filter((id) => !NOT_SCANNED.has(id)),
  ...Object.values(blogs).map((b) => b.id),
  'src/pages',
].flatMap(markdownFiles);

const TOP_LEVEL_NAMES = new Set([...PACKAGE_KEYS, ...TOP_LEVEL_KEYS, ...RETIRED_KEYS].map((k) => k.name));

const isMapping = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

export type BlockKind = 'packit' | 'invalid' | 'other';

/** Whether a YAML block (already loaded) is a Packit configuration, a deliberately wrong one, or neither. */
export function classify(block: Pick<FencedBlock, 'lang' | 'meta'>, data: unknown): BlockKind {
  if (block.lang !== 'yaml' && block.lang !== 'yml') return 'other';
  if (block.meta.has('not-packit')) return 'other';
  if (block.meta.has('invalid')) return 'invalid';
  if (block.meta.has('packit')) return 'packit';
  if (!isMapping(data)) return 'other';
  const keys = Object.keys(data);
  const marked =
    ['specfile_path', 'upstream_package_name', 'downstream_package_name'].some((k) => k in data) ||
    Array.isArray(data.jobs) ||
    isMapping(data.packages);
  return marked || (keys.length > 0 && keys.every((k) => TOP_LEVEL_NAMES.has(k))) ? 'packit' : 'other';
}

interface Example {
  readonly file: string;
  readonly block: FencedBlock;
  readonly kind: BlockKind;
  readonly data: unknown;
}

const examples: Example[] = files.flatMap((file) =>
  fencedBlocks(readFileSync(join(root, file), 'utf8')).flatMap((block): Example[] => {
    if (block.lang !== 'yaml' && block.lang !== 'yml') return [];
    let data: unknown;
    try {
      data = loadPackitYaml(block.body);
    } catch {
      return []; // content.test.ts reports YAML that does not parse
    }
    return [{file, block, kind: classify(block, data), data}];
  }),
);

describe('Packit configuration examples', () => {
  it('are found across the docs, the posts and the weekly updates', () => {
    const found = examples.filter((e) => e.kind === 'packit');
    assert.ok(found.length > 150, `only ${found.length} examples found`);
    for (const folder of ['docs/configuration/', 'docs/fedora-releases-guide/', 'posts/', 'weekly/']) {
      assert.ok(
        found.some((e) => e.file.startsWith(folder)),
        `no example found in ${folder}`,
      );
    }
  });

  it(`are valid for packit ${PACKIT_VERSION}`, () => {
    const problems = examples
      .filter((e) => e.kind === 'packit')
      .flatMap(({file, block, data}) =>
        validatePackitConfig(data).map(
          (p) => `${file}:${block.line + lineOfPath(block.body, p.path)}: ${describeProblem(p)}`,
        ),
      );
    assert.deepEqual(problems, []);
  });

  it('marked invalid do fail', () => {
    const accepted = examples
      .filter((e) => e.kind === 'invalid' && validatePackitConfig(e.data).length === 0)
      .map((e) => `${e.file}:${e.block.line}: marked invalid, but packit ${PACKIT_VERSION} accepts it`);
    assert.deepEqual(accepted, []);
  });
});

describe('recognising Packit configurations', () => {
  const kind = (yamlText: string, meta = '') =>
    classify(
      fencedBlocks(`\`\`\`yaml ${meta}\n${yamlText}\n\`\`\``)[0] ?? {lang: '', meta: new Map()},
      loadPackitYaml(yamlText),
    );

  it('by their keys', () => {
    assert.equal(kind('specfile_path: hello.spec'), 'packit');
    assert.equal(kind('jobs:\n  - job: tests\n    trigger: pull_request'), 'packit');
    assert.equal(kind('files_to_sync:\n  - hello.spec'), 'packit');
    assert.equal(kind('packages:\n  hello: {}'), 'packit');
  });

  it('not by the keys of other files', () => {
    // A GitHub workflow's jobs are a mapping; the CLI's user configuration and tmt plans have other keys.
    assert.equal(kind('on: push\njobs:\n  build:\n    runs-on: ubuntu-latest'), 'other');
    assert.equal(kind('authentication:\n  github.com:\n    token: x'), 'other');
    assert.equal(kind('summary: smoke\nexecute:\n  how: tmt'), 'other');
    assert.equal(kind('- job: copr_build'), 'other');
  });

  it('as the fence meta says', () => {
    assert.equal(kind('specfile_path: hello.spec', 'not-packit'), 'other');
    assert.equal(kind('specfile-path: hello.spec', 'title=".packit.yaml" invalid'), 'invalid');
    assert.equal(kind('summary: x', 'packit'), 'packit');
  });

  it('job-only keys alone are not a configuration', () => {
    assert.ok(JOB_KEYS.every((k) => !TOP_LEVEL_NAMES.has(k.name) || k.name === 'packages'));
  });
});

describe('lines of problems', () => {
  const text = [
    'specfile_path: hello.spec',
    'jobs:',
    '  - job: copr_build',
    '    trigger: pull_request',
    '    targets:',
    '      - fedora-all',
    '  - job: tests',
    '    trigger: push',
    '    packages:',
    '      hello:',
    '        targets: [fedora-rawhide]',
    'notifications:',
    '  failure_comment:',
    '    messag: x',
  ].join('\n');

  it('point at the key', () => {
    assert.equal(lineOfPath(text, ['jobs', 1, 'trigger']), 7);
    assert.equal(lineOfPath(text, ['jobs', 0, 'targets']), 4);
    assert.equal(lineOfPath(text, ['jobs', 0, 'targets', 0]), 5);
    assert.equal(lineOfPath(text, ['jobs', 1, 'packages', 'hello', 'targets']), 10);
    assert.equal(lineOfPath(text, ['notifications', 'failure_comment', 'messag']), 13);
    assert.equal(lineOfPath(text, ['jobs', 1]), 6);
  });

  it('fall back to the closest written ancestor (keys merged from an anchor)', () => {
    assert.equal(lineOfPath(text, ['jobs', 0, 'identifier']), 2);
    assert.equal(lineOfPath(text, ['nothing']), 0);
  });

  it('find lists written at the column of their key', () => {
    assert.equal(lineOfPath('jobs:\n- job: a\n  trigger: b\n- job: c\n  trigger: d', ['jobs', 1, 'trigger']), 4);
  });
});
