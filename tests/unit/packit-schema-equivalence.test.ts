/**
 * The published `/schemas/packit.json` keeps its meaning: the schema built today gives the same
 * verdicts as `tests/fixtures/packit-schema-before.json`, the schema the site served before it was
 * rebuilt with a schema library. Both are compiled with ajv and fed the same configurations: every
 * YAML block of the site's Markdown, the typical mistakes of the checker, a set of hand-written
 * rejected files, and for every key of every object a row of values of each JSON type. Accept or
 * reject must agree, and so must the errors' keywords and places (the checker's messages are made
 * from those). The schemas must also have the same shape: the same properties, enums, required
 * keys and closed objects at every place, and the same descriptions.
 *
 * When a change to the reference data changes the schema on purpose, regenerate the fixture
 * (`tests/fixtures/packit-schema-before.json`) from `schemaFileContent()` in the same commit.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';

import {blogs} from '../../src/config/blogs';
import {sections} from '../../src/config/sections';
import {loadPackitYaml} from '../../src/packit-config/check';
import {packitJsonSchema} from '../../src/packit-config';
import {fencedBlocks, markdownFiles, root} from '../lib/markdown';
import {TYPICAL_MISTAKES} from '../lib/packitMistakes';

type Node = Record<string, unknown>;

const before = JSON.parse(readFileSync(join(root, 'tests', 'fixtures', 'packit-schema-before.json'), 'utf8')) as Node;
/**
 * The schema built now, with the one difference the builder makes explained away: TypeBox writes
 * a mapping with free keys as an object with no named `properties` (`"properties": {}`), where the
 * old generator left the keyword out; an empty `properties` constrains nothing.
 */
function withoutEmptyProperties(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutEmptyProperties);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'properties' && Object.keys(value as Node).length === 0))
      .map(([key, value]) => [key, withoutEmptyProperties(value)]),
  );
}
const built = JSON.parse(JSON.stringify(packitJsonSchema())) as Node;
const now = withoutEmptyProperties(built) as Node;

/** Each schema in an ajv of its own: they share their `$id`. */
function compile(schema: Node): ValidateFunction {
  return new Ajv2020({allErrors: true, strict: true, allowUnionTypes: true}).compile(schema);
}
const validateBefore = compile(before);
// The verdicts are those of the schema exactly as built and published.
const validateNow = compile(built);

/** A verdict and the errors that make it, as "instancePath keyword" lines in a stable order. */
function verdict(validate: ValidateFunction, data: unknown): {valid: boolean; errors: string[]} {
  const valid = validate(data);
  const errors = (validate.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`);
  return {valid, errors: [...new Set(errors)].sort()};
}

interface Sample {
  readonly name: string;
  readonly data: unknown;
}

/** Every YAML block of the site's Markdown that parses, whatever it configures. */
const markdownSamples: Sample[] = [
  ...sections.map((s) => s.id),
  ...Object.values(blogs).map((b) => b.id),
  'src/pages',
].flatMap((dir) =>
  markdownFiles(dir).flatMap((file) =>
    fencedBlocks(readFileSync(join(root, file), 'utf8'))
      .filter((b) => b.lang === 'yaml' || b.lang === 'yml')
      .flatMap((b): Sample[] => {
        try {
          return [{name: `${file}:${b.line}`, data: loadPackitYaml(b.body)}];
        } catch {
          return [];
        }
      }),
  ),
);

const mistakeSamples: Sample[] = TYPICAL_MISTAKES.map((m) => ({name: m.name, data: loadPackitYaml(m.text)}));

/** Files packit refuses, one mistake each, beyond the checker's typical ones. */
const REJECTED: Record<string, string> = {
  'a list at the top level': '- specfile_path: a.spec',
  'a string at the top level': 'specfile_path',
  'jobs as a mapping': 'jobs:\n  build: {}',
  'a job without trigger': 'jobs:\n  - job: copr_build',
  'a job without type': 'jobs:\n  - trigger: commit',
  'a job that is a string': 'jobs:\n  - copr_build',
  'an unknown top-level key': 'specfile: a.spec',
  'a retired key': 'create_tarball_command: [make]',
  'a retired key in a job': 'jobs:\n  - job: tests\n    trigger: commit\n    current_version_command: [x]',
  'a job-only key at the top level': 'trigger: commit',
  'targets as a string at the top level': 'targets: fedora-all',
  'dist_git_branches as a string in packages': 'packages:\n  a:\n    dist_git_branches: rawhide',
  'packages as a list': 'packages:\n  - a',
  'a package that is a string': 'packages:\n  a: b',
  'an unknown key in a package': 'packages:\n  a:\n    job: tests',
  'an unknown key in a job package':
    'jobs:\n  - job: tests\n    trigger: commit\n    packages:\n      a:\n        trigger: x',
  'actions as a list': 'actions:\n  - pre-sync',
  'an unknown action': 'actions:\n  pre_sync: make',
  'an action that is a number': 'actions:\n  pre-sync: 1',
  'a timeout in words': 'jobs:\n  - job: copr_build\n    trigger: commit\n    timeout: an hour',
  'an unknown notification': 'notifications:\n  failure: {}',
  'a failure comment that is a string': 'notifications:\n  failure_comment: hi',
  'a boolean written as a word': 'jobs:\n  - job: copr_build\n    trigger: commit\n    preserve_project: maybe',
  'metadata with an unknown key': 'jobs:\n  - job: copr_build\n    trigger: commit\n    metadata:\n      target: x',
  'skip_build null in metadata':
    'jobs:\n  - job: copr_build\n    trigger: commit\n    metadata:\n      skip_build: null',
  'files_to_sync with an unknown key': 'files_to_sync:\n  - src: a\n    destination: b',
  'the wrong version_update_mask type': 'version_update_mask: [1]',
};
const rejectedSamples: Sample[] = Object.entries(REJECTED).map(([name, text]) => ({name, data: loadPackitYaml(text)}));

/** One value of each JSON type (and the spellings packit reads as booleans or numbers). */
const PROBES: readonly unknown[] = [
  null,
  true,
  'yes',
  'on',
  0,
  1,
  -3,
  2.5,
  '12',
  ' 7 ',
  '-7',
  'text',
  'https://example.com',
  [],
  ['a'],
  [1],
  [{}],
  {},
  {a: 'b'},
  {a: ['b']},
  {a: {b: 'c'}},
];

/**
 * The keys a closed object of the schema allows, found through `$ref`s; where the objects are in a
 * configuration is given by `place`, which puts a value under a key.
 */
function keysAt(schema: Node, pointer: string): string[] {
  let node: unknown = schema;
  for (const part of pointer.split('/').slice(1)) node = (node as Node)[part];
  return Object.keys((node as Node).properties ?? {});
}
const job = (extra: Node) => ({jobs: [{job: 'copr_build', trigger: 'pull_request', ...extra}]});
const PLACES: readonly {where: string; pointer: string; place: (key: string, value: unknown) => unknown}[] = [
  {where: 'the top level', pointer: '#', place: (key, value) => ({[key]: value})},
  {where: 'a package', pointer: '#/$defs/package', place: (key, value) => ({packages: {a: {[key]: value}}})},
  {where: 'a job', pointer: '#/$defs/job', place: (key, value) => job({[key]: value})},
  {
    where: 'a job package',
    pointer: '#/$defs/jobPackage',
    place: (key, value) => job({packages: {a: {[key]: value}}}),
  },
  {where: 'metadata', pointer: '#/$defs/metadata', place: (key, value) => job({metadata: {[key]: value}})},
];
const probeSamples: Sample[] = PLACES.flatMap(({where, pointer, place}) =>
  [...new Set([...keysAt(before, pointer), ...keysAt(now, pointer), 'no_such_key'])].flatMap((key) =>
    PROBES.map((value) => ({name: `${where}: ${key}: ${JSON.stringify(value)}`, data: place(key, value)})),
  ),
);

/** The samples whose verdicts differ between the two schemas. */
function disagreements(samples: readonly Sample[]): string[] {
  return samples.flatMap(({name, data}) => {
    const old = verdict(validateBefore, data);
    const current = verdict(validateNow, data);
    return JSON.stringify(old) === JSON.stringify(current)
      ? []
      : [`${name}: before ${JSON.stringify(old)}, now ${JSON.stringify(current)}`];
  });
}

const accepted = (samples: readonly Sample[]) => samples.filter((s) => validateBefore(s.data)).length;

describe('the schema keeps the verdicts of the schema published before', () => {
  it('on every YAML block of the site', () => {
    assert.ok(markdownSamples.length > 200, `only ${markdownSamples.length} blocks found`);
    assert.ok(accepted(markdownSamples) > 150, 'most blocks are Packit configurations the old schema accepts');
    assert.deepEqual(disagreements(markdownSamples), []);
  });

  it('on the typical mistakes, with the same errors at the same places', () => {
    assert.equal(accepted(mistakeSamples), 0);
    assert.deepEqual(disagreements(mistakeSamples), []);
  });

  it('on files packit refuses', () => {
    const slipped = rejectedSamples.filter((s) => validateBefore(s.data)).map((s) => s.name);
    assert.deepEqual(slipped, [], 'every one of them was rejected before');
    assert.deepEqual(disagreements(rejectedSamples), []);
  });

  it('on values of every type under every key of every object', () => {
    assert.ok(probeSamples.length > 3000, `only ${probeSamples.length} probes`);
    const rate = accepted(probeSamples) / probeSamples.length;
    assert.ok(rate > 0.1 && rate < 0.9, `the probes are both accepted and rejected (${rate.toFixed(2)} accepted)`);
    assert.deepEqual(disagreements(probeSamples), []);
  });
});

/** The keywords that decide what validates, at every place of a schema. */
const ANNOTATIONS = new Set(['description', 'title', 'default', 'deprecated', '$comment']);
function skeleton(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(skeleton);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !ANNOTATIONS.has(key))
      .map(([key, value]) => [key, key === 'properties' || key === '$defs' ? skeletonMap(value) : skeleton(value)]),
  );
}
const skeletonMap = (map: unknown) =>
  Object.fromEntries(Object.entries(map as Node).map(([name, value]) => [name, skeleton(value)]));

/** Every description, by JSON pointer. */
function descriptions(node: unknown, pointer = '#', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (node === null || typeof node !== 'object') return out;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'description' && typeof value === 'string') out[pointer] = value;
    else descriptions(value, `${pointer}/${key}`, out);
  }
  return out;
}

describe('the schema has the shape of the schema published before', () => {
  it('the same definitions', () => {
    assert.deepEqual(Object.keys(now.$defs as Node).sort(), Object.keys(before.$defs as Node).sort());
  });

  it('the same properties, enums, required keys and closed objects everywhere', () => {
    assert.deepEqual(skeleton(now), skeleton(before));
  });

  it('the same descriptions, defaults and deprecations', () => {
    assert.deepEqual(descriptions(now), descriptions(before));
    assert.deepEqual(now, before);
  });

  it('differs from it only by the empty `properties` of mappings with free keys', () => {
    // The comparisons above hold for `now`, which is `built` without those; here is how many there are.
    const empty = JSON.stringify(built).match(/"properties":\{\}/g) ?? [];
    assert.ok(empty.length > 0 && empty.length < 30, `${empty.length} empty properties`);
  });
});
