/**
 * The JSON Schema of `.packit.yaml`: what it is made of, which configurations it accepts (those
 * the packit release of src/packit-config/version.ts accepts) and how it explains the usual mistakes; and the plugin that serves it.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, it} from 'node:test';

import Ajv2020 from 'ajv/dist/2020';
import type {LoadContext} from '@docusaurus/types';

import {
  ACTIONS,
  JOB_KEYS,
  JOB_TYPES,
  PACKAGE_KEYS,
  PACKIT_VERSION,
  packitJsonSchema,
  RETIRED_KEYS,
  SCHEMA_URL,
  TRIGGERS,
} from '../../src/packit-config';
import packitSchemaPlugin, {schemaFileContent, writeSchema} from '../../src/plugins/packit-schema';
import {fencedBlocks, root} from '../lib/markdown';
import {TYPICAL_MISTAKES} from '../lib/packitMistakes';
import {describeProblem, didYouMean, loadPackitYaml, validatePackitConfig} from '../../src/packit-config/check';

const schema = packitJsonSchema();

/** Problems of a configuration written as YAML, as "path: message" lines. */
const check = (text: string) => validatePackitConfig(loadPackitYaml(text)).map(describeProblem);

describe('the configuration reference', () => {
  // That it has the keys, job types, triggers and actions of packit, and only those, is
  // tests/unit/packit-facts.test.ts's job: it compares them with the facts extracted from packit.

  it('names each key once and describes each in one line', () => {
    const all = [...PACKAGE_KEYS, ...JOB_KEYS, ...RETIRED_KEYS];
    const names = all.map((k) => k.name);
    assert.deepEqual(
      names.filter((n, i) => names.indexOf(n) !== i),
      [],
    );
    for (const item of [...all, ...JOB_TYPES, ...TRIGGERS, ...ACTIONS]) {
      assert.ok(item.description.length > 10 && !item.description.includes('\n'), item.name);
    }
  });
});

describe('the JSON Schema', () => {
  it('is draft 2020-12, identified by its public URL', () => {
    assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema');
    assert.equal(schema.$id, 'https://packit.dev/schemas/packit.json');
    assert.equal(SCHEMA_URL, schema.$id);
  });

  it('is the file the checker page loads (run `npm run schema:update` after changing the reference)', () => {
    const file = JSON.parse(readFileSync(join(root, 'src', 'packit-config', 'packit-schema.json'), 'utf8')) as unknown;
    assert.deepEqual(file, JSON.parse(schemaFileContent()));
  });

  it('compiles in ajv’s strict mode, with VS Code’s message keywords', () => {
    // Without strictTypes: the loader rules apply `properties` to whatever value is there.
    const ajv = new Ajv2020({strict: true, strictTypes: false});
    ajv.addKeyword('errorMessage');
    ajv.addKeyword('patternErrorMessage');
    assert.doesNotThrow(() => ajv.compile(schema as object));
  });

  it('uses only keywords that draft-07 editors read the same way', () => {
    const allowed = new Set([
      ...['$schema', '$id', '$ref', '$defs', 'title', 'description', 'deprecated', 'default'],
      ...['type', 'enum', 'pattern', 'minimum', 'items', 'properties', 'additionalProperties', 'required'],
      ...['anyOf', 'allOf', 'not', 'if', 'then', 'else', 'const', 'contains'],
      // VS Code's own keywords, which yaml-language-server reads too; other tools skip them.
      ...['errorMessage', 'patternErrorMessage'],
    ]);
    const used = new Set<string>();
    (function walk(node: unknown, inMap: boolean) {
      if (node === null || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        node.forEach((n) => {
          walk(n, false);
        });
        return;
      }
      for (const [key, value] of Object.entries(node)) {
        if (!inMap) used.add(key);
        if (inMap || !['default', 'enum'].includes(key)) walk(value, !inMap && ['properties', '$defs'].includes(key));
      }
    })(schema, false);
    assert.deepEqual(
      [...used].filter((k) => !allowed.has(k)),
      [],
    );
  });

  it('knows every key at the top level, in packages, in jobs and in a job’s packages', () => {
    const defs = schema.$defs ?? {};
    const names = (s: typeof schema) => Object.keys(s.properties ?? {}).sort();
    const packageKeys = [...PACKAGE_KEYS, ...RETIRED_KEYS].map((k) => k.name);
    assert.deepEqual(names(schema), [...packageKeys, 'packages', 'jobs', '_'].sort());
    assert.deepEqual(names(defs.package ?? {}), [...packageKeys].sort());
    assert.deepEqual(names(defs.jobPackage ?? {}), [...packageKeys].sort());
    assert.deepEqual(names(defs.job ?? {}), [...packageKeys, ...JOB_KEYS.map((k) => k.name)].sort());
    for (const s of [schema, defs.package, defs.job, defs.jobPackage, defs.metadata]) {
      assert.equal(s?.additionalProperties, false);
    }
  });
});

describe(`configurations packit ${PACKIT_VERSION} accepts`, () => {
  const valid: Record<string, string> = {
    'an empty file': '',
    'no jobs at all': 'jobs: []',
    'the first configuration of the configuration page': (() => {
      const text = readFileSync(join(root, 'docs', 'configuration', 'index.md'), 'utf8');
      return fencedBlocks(text).find((b) => b.lang === 'yaml')?.body ?? 'none';
    })(),
    'a monorepo, with a job for some packages and overrides for one': `
upstream_project_url: https://github.com/example/toolbox
packages:
  core:
    paths: [./core]
    specfile_path: core/core.spec
  cli:
    paths: [./cli]
    specfile_path: cli/cli.spec
jobs:
  - job: copr_build
    trigger: pull_request
    packages: [core]
  - job: propose_downstream
    trigger: release
    packages:
      cli:
        dist_git_branches: fedora-rawhide
`,
    'aliases as strings, and a plain string for targets inside a job': `
jobs:
  - job: copr_build
    trigger: pull_request
    targets: fedora-all
  - job: koji_build
    trigger: commit
    dist_git_branches: [fedora-stable, epel-10-all]
`,
    'actions as a string, a list of strings and a list of argument lists': `
actions:
  post-upstream-clone: make generate
  create-archive:
    - make dist
    - bash -c "ls -1 hello-*.tar.gz"
  get-current-version:
    - [python3, -c, "import hello; print(hello.__version__)"]
  fix-spec-file: []
`,
    'job-level overrides of package keys, with null to drop an inherited value': `
specfile_path: hello.spec
release_suffix: "0.nightly"
jobs:
  - job: copr_build
    trigger: commit
    branch: main
    specfile_path: dist/el9/hello.spec
    release_suffix: null
    identifier: el9
    targets:
      epel-9-x86_64:
        additional_repos: [https://example.com/repo]
      fedora-rawhide-x86_64: {}
`,
    'several triggers joined with a pipe, and side tags': `
jobs:
  - job: koji_build
    trigger: commit | koji_build
    sidetag_group: hello-updates
    dependents: [hello-plugins]
    dist_git_branches:
      fedora-rawhide:
        fast_forward_merge_into: [fedora-branched]
`,
    'tests on other distributions, and templates under _': `
_:
  test: &test
    job: tests
    trigger: pull_request
jobs:
  - <<: *test
    identifier: smoke
    labels: [smoke]
    skip_build: true
    env:
      RPM_NAME: kernel
    targets:
      rhel+epel-10-x86_64:
        distros: [CentOS-Stream-10]
`,
    'the deprecated metadata mapping': `
jobs:
  - job: propose_downstream
    trigger: release
    metadata:
      dist-git-branch: fedora-all
`,
    'booleans and integers in the spellings packit takes': `
create_pr: no
sync_changelog: "true"
upload_sources: 1
timeout: "7200"
bootstrap: "on"
`,
    'nested objects': `
notifications:
  pull_request:
    successful_build: true
  failure_comment:
    message: "Build failed for {commit_sha}"
  failure_issue:
    create: false
test_command:
  default_labels: [smoke]
require:
  label:
    present: [ready]
    absent: [wip]
osh_options:
  analyzer: gcc,clang
files_to_sync:
  - hello.spec
  - src: [a.conf, b.conf]
    dest: conf/
    mkpath: true
    filters: ["protect sources"]
sources:
  - path: hello.tar.gz
    url: https://example.com/hello.tar.gz
spec_source_id: 1
packit_instances: [prod, stg]
parse_time_macros:
  cargo_prep: null
`,
  };

  for (const [name, text] of Object.entries(valid)) {
    it(`validates ${name}`, () => {
      assert.deepEqual(check(text), []);
    });
  }
});

describe(`configurations packit ${PACKIT_VERSION} refuses`, () => {
  // One mistake each, beyond the typical ones below.
  const rejected: Record<string, string> = {
    'a list at the top level': '- specfile_path: a.spec',
    'a string at the top level': 'specfile_path',
    'jobs as a mapping': 'jobs:\n  build: {}',
    'a job without trigger': 'jobs:\n  - job: copr_build',
    'a job without type': 'jobs:\n  - trigger: commit',
    'a job that is a string': 'jobs:\n  - copr_build',
    'a retired key': 'create_tarball_command: [make]',
    'a retired key in a job': 'jobs:\n  - job: tests\n    trigger: commit\n    current_version_command: [x]',
    'a job-only key at the top level': 'trigger: commit',
    'dist_git_branches as a string in packages': 'packages:\n  a:\n    dist_git_branches: rawhide',
    'packages as a list': 'packages:\n  - a',
    'a package that is a string': 'packages:\n  a: b',
    'an unknown key in a package': 'packages:\n  a:\n    job: tests',
    'an unknown key in a job package':
      'jobs:\n  - job: tests\n    trigger: commit\n    packages:\n      a:\n        trigger: x',
    'actions as a list': 'actions:\n  - pre-sync',
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
  for (const [name, text] of Object.entries(rejected)) {
    it(`rejects ${name}`, () => {
      assert.notDeepEqual(check(text), []);
    });
  }
});

describe('typical mistakes', () => {
  for (const {name, text, expected} of TYPICAL_MISTAKES) {
    it(`fails on ${name}, saying what is wrong`, () => {
      const problems = check(text);
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0] ?? '', expected);
    });
  }

  it('suggests the closest name only when one is close', () => {
    assert.equal(didYouMean('dist_git_branch', ['dist_git_branches', 'branch']), 'dist_git_branches');
    assert.equal(didYouMean('Upstream-Package-Name', ['upstream_package_name']), 'upstream_package_name');
    assert.equal(didYouMean('wholly_different', ['specfile_path']), undefined);
  });
});

describe('the packit-schema plugin', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'packit-schema-'));
    dirs.push(dir);
    return dir;
  };
  after(() => {
    for (const dir of dirs) rmSync(dir, {recursive: true, force: true});
  });
  const context = (generatedFilesDir: string) => ({generatedFilesDir, baseUrl: '/'}) as LoadContext;

  it('writes the schema to schemas/packit.json of the build', async () => {
    const outDir = tempDir();
    const plugin = packitSchemaPlugin(context(tempDir()));
    await plugin.postBuild?.({outDir} as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
    const file = join(outDir, 'schemas', 'packit.json');
    assert.ok(existsSync(file));
    assert.equal(readFileSync(file, 'utf8'), schemaFileContent());
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), JSON.parse(JSON.stringify(schema)));
  });

  it('serves the schema under `npm start` from .docusaurus/, adding no route', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const generated = tempDir();
      const plugin = packitSchemaPlugin(context(generated));
      const refuse = () => assert.fail('the plugin must not add routes or data');
      const actions = {addRoute: refuse, createData: refuse, setGlobalData: refuse};
      await plugin.contentLoaded?.({content: undefined, actions});
      const devDir = join(generated, 'packit-schema');
      assert.equal(readFileSync(join(devDir, 'schemas', 'packit.json'), 'utf8'), schemaFileContent());
      const configure = plugin.configureWebpack?.bind(plugin) as (config: object, isServer: boolean) => unknown;
      assert.deepEqual(configure({}, false), {devServer: {static: [{directory: devDir, publicPath: '/'}]}});
      assert.deepEqual(configure({}, true), {});
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('writes a file beside the site, not one it would have to keep', async () => {
    const dir = tempDir();
    assert.equal(await writeSchema(dir), join(dir, 'schemas', 'packit.json'));
  });
});
