/**
 * The configuration reference (src/packit-config) against the facts extracted from packit's own
 * source (src/packit-config/facts/packit-<version>.json, written by
 * scripts/extract-packit-facts.py) for the release in src/packit-config/version.ts, both ways:
 * a key packit has and the site lacks, a key the site has and packit lacks, a different type,
 * default, nullability or allowed value. Each failure names the key and where to fix it. The
 * differences the site keeps on purpose are in src/packit-config/gaps.ts, each with its reason.
 *
 * After `npm run facts:update -- PACKIT_CHECKOUT` and a change of version.ts, this test lists
 * what the new release changed.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {
  ACTIONS,
  JOB_KEYS,
  JOB_TYPES,
  METADATA_KEYS,
  PACKAGE_KEYS,
  PACKIT_VERSION,
  RETIRED_KEYS,
  TOP_LEVEL_KEYS,
  TRIGGERS,
  type ConfigKey,
  type Field,
  type Json,
  type ValueType,
} from '../../src/packit-config';
import {KNOWN_GAPS} from '../../src/packit-config/gaps';
import {DEPRECATED_TARGETS, STRING_KEYED_MAPS} from '../../src/packit-config/loader-rules';
import {targetOptions, branchOptions} from '../../src/packit-config/values';
import {FIRST_RELEASES} from '../lib/firstReleases';
import {root} from '../lib/markdown';

interface FactKey {
  readonly type: string;
  readonly nullable: boolean;
  readonly default: Json | {computed: true};
  readonly required?: boolean;
  readonly status?: string;
  readonly doc_flags?: readonly string[];
  readonly validate?: {function?: string; minimum?: number};
}
interface Level {
  readonly keys: Readonly<Record<string, FactKey>>;
  readonly ignored?: readonly string[];
  readonly string_as_list?: readonly string[];
  readonly renamed?: Readonly<Record<string, string>>;
  readonly popped?: readonly string[];
}
interface Facts {
  readonly packit_version: string;
  readonly levels: Readonly<Record<'top' | 'package' | 'job' | 'metadata', Level>>;
  readonly nested: Readonly<Record<string, {keys: Readonly<Record<string, FactKey>>}>>;
  readonly target_options: Readonly<Record<string, string>>;
  readonly branch_options: Readonly<Record<string, string>>;
  readonly enums: Readonly<Record<string, readonly string[]>>;
  readonly job_types: readonly string[];
  readonly triggers: readonly string[];
  readonly actions: readonly string[];
  readonly aliases: {readonly deprecated_targets: Readonly<Record<string, string>>};
}

const FACTS_FILE = join('src', 'packit-config', 'facts', `packit-${PACKIT_VERSION}.json`);
const facts = JSON.parse(readFileSync(join(root, FACTS_FILE), 'utf8')) as Facts;

/** Where src/packit-config defines a name: `src/packit-config/keys.ts:42`. */
function definedAt(name: string): string {
  for (const file of ['keys.ts', 'jobs.ts', 'actions.ts', 'values.ts', 'types.ts']) {
    const path = join('src', 'packit-config', file);
    const lines = readFileSync(join(root, path), 'utf8').split('\n');
    const index = lines.findIndex(
      (l) => l.includes(`name: '${name}'`) || new RegExp(`^\\s+'?${name}'?: \\{`).test(l) || l.includes(`'${name}',`),
    );
    if (index >= 0) return `${path}:${index + 1}`;
  }
  return 'src/packit-config';
}

const isComputed = (value: unknown) => value !== null && typeof value === 'object' && 'computed' in value;

/**
 * Whether a type of the site takes what packit's type takes; the differences in words. `where`
 * names the key in messages.
 */
function typeProblems(where: string, site: ValueType, fact: string): string[] {
  const problem = (what: string) => [`${where}: packit ${PACKIT_VERSION} takes ${fact}, the site ${what}`];
  const options = site.kind === 'union' ? site.options : [site];
  const has = (kind: ValueType['kind']) => options.some((o) => o.kind === kind);
  const alternatives = splitTop(fact);
  if (alternatives.length > 1 && !fact.startsWith('string|nested:')) {
    // string|integer, string|list<string>: one option of the site per alternative.
    if (options.length !== alternatives.length) return problem(`has ${options.length} options`);
    return alternatives.flatMap((a, i) => typeProblems(where, options[i] ?? {kind: 'any'}, a));
  }
  if (fact.startsWith('list<') && fact.endsWith('>')) {
    if (site.kind !== 'list') return problem(`a ${site.kind}`);
    return typeProblems(`${where}[]`, site.items, fact.slice(5, -1));
  }
  if (fact.startsWith('string|nested:')) {
    // files_to_sync items
    const object = options.find((o) => o.kind === 'object');
    if (!has('string') || object?.kind !== 'object') return problem('no string-or-object');
    return fieldsProblems(where, object.fields, facts.nested[fact.slice('string|nested:'.length)]?.keys ?? {});
  }
  if (fact.startsWith('nested:')) {
    // A schema of a whole level (a job): the site refers to its definition.
    if (site.kind === 'ref') return [];
    if (site.kind !== 'object') return problem(`a ${site.kind}`);
    return fieldsProblems(where, site.fields, facts.nested[fact.slice('nested:'.length)]?.keys ?? {});
  }
  if (fact.startsWith('enum:')) {
    const allowed = facts.enums[fact] ?? [];
    const enumOption = options.find((o) => o.kind === 'enum');
    if (enumOption?.kind !== 'enum') return problem(`a ${site.kind}`);
    return setProblems(`${where} values`, enumOption.values, allowed);
  }
  if (fact.startsWith('dict<string,nested:')) {
    // packages: a mapping of name to package keys (in a job, PackageConfigSchema.rearrange_jobs
    // also takes a list of names before the schema sees it)
    return options.some((o) => o.kind === 'map' && o.values.kind === 'ref') ? [] : problem(`a ${site.kind}`);
  }
  switch (fact) {
    case 'string':
    case 'boolean':
      return site.kind === fact ? [] : problem(`a ${site.kind}`);
    case 'integer':
      return site.kind === 'integer' ? [] : problem(`a ${site.kind}`);
    case 'dict':
    case 'any':
      return site.kind === 'map' || site.kind === 'any' ? [] : problem(`a ${site.kind}`);
    case 'dict<string,any>':
      return site.kind === 'map' ? [] : problem(`a ${site.kind}`);
    case 'targets':
    case 'dist_git_branches': {
      const map = options.find((o) => o.kind === 'map');
      if (!options.some((o) => o.kind === 'list') || map?.kind !== 'map' || map.values.kind !== 'object') {
        return problem('not a list-or-mapping');
      }
      const wanted = fact === 'targets' ? facts.target_options : facts.branch_options;
      return setProblems(`${where} options`, Object.keys(map.values.fields), Object.keys(wanted));
    }
    case 'actions':
      return site.kind === 'object'
        ? setProblems(`${where} actions`, Object.keys(site.fields), facts.enums['enum:ActionName'] ?? [])
        : problem(`a ${site.kind}`);
    default:
      return [`${where}: packit ${PACKIT_VERSION} has a type the facts test does not know: ${fact}`];
  }
}

/** `a|list<b|c>` → `a`, `list<b|c>`: the alternatives of a type, not those inside a list. */
function splitTop(type: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of type) {
    if (char === '|' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    if (char === '<') depth += 1;
    if (char === '>') depth -= 1;
    current += char;
  }
  return [...parts, current];
}

function setProblems(where: string, site: readonly string[], packit: readonly string[]): string[] {
  return [
    ...packit
      .filter((v) => !site.includes(v))
      .map((v) => `${where}: packit has ${JSON.stringify(v)}, the site lacks it`),
    ...site
      .filter((v) => !packit.includes(v))
      .map((v) => `${where}: the site has ${JSON.stringify(v)}, packit lacks it`),
  ];
}

/** The default as the site states it, comparable with the facts. */
function defaultProblems(where: string, site: Field & {defaultText?: string}, fact: FactKey): string[] {
  if (isComputed(fact.default)) return [];
  const packit = fact.default;
  // A nested object's default is made of its fields' defaults, which are compared one by one.
  if (site.type.kind === 'object' && packit !== null && typeof packit === 'object' && !Array.isArray(packit)) return [];
  if (site.default === undefined) {
    // A default given in words (`defaultText`) explains a computed one; null means none.
    return packit === null || site.defaultText !== undefined
      ? []
      : [`${where}: packit's default is ${JSON.stringify(packit)}, the site gives none`];
  }
  return JSON.stringify(site.default) === JSON.stringify(packit)
    ? []
    : [`${where}: packit's default is ${JSON.stringify(packit)}, the site says ${JSON.stringify(site.default)}`];
}

function keyProblems(where: string, site: Field & {defaultText?: string}, fact: FactKey, nullable = fact.nullable) {
  return [
    ...typeProblems(where, site.type, fact.type),
    ...defaultProblems(where, site, fact),
    ...(Boolean(site.nullable) === nullable
      ? []
      : [
          `${where}: packit ${nullable ? 'accepts' : 'refuses'} null, the site says it ${site.nullable ? 'accepts' : 'refuses'} it`,
        ]),
  ];
}

function fieldsProblems(
  where: string,
  site: Readonly<Record<string, Field>>,
  packit: Readonly<Record<string, FactKey>>,
): string[] {
  return [
    ...setProblems(`${where} fields`, Object.keys(site), Object.keys(packit)),
    ...Object.entries(site).flatMap(([name, field]) => {
      const fact = packit[name];
      return fact ? keyProblems(`${where}.${name}`, field, fact) : [];
    }),
  ];
}

/** Keys of a level, both ways, then each key's type, default and nullability. */
const LEVEL_LISTS: Record<string, string> = {
  package: 'PACKAGE_KEYS in src/packit-config/keys.ts',
  'top-level': 'TOP_LEVEL_KEYS in src/packit-config/keys.ts',
  job: 'JOB_KEYS in src/packit-config/jobs.ts',
  metadata: 'METADATA_KEYS in src/packit-config/jobs.ts',
};

function levelProblems(level: string, site: readonly ConfigKey[], packit: Readonly<Record<string, FactKey>>) {
  const at = (name: string) => `${level} key \`${name}\` (${definedAt(name)})`;
  return [
    ...Object.keys(packit)
      .filter((name) => !site.some((k) => k.name === name))
      .map(
        (name) =>
          `${level} key \`${name}\`: packit ${PACKIT_VERSION} has it, the site lacks it: add it to ${LEVEL_LISTS[level] ?? 'src/packit-config'}`,
      ),
    ...site
      .filter((k) => !(k.name in packit))
      .map((k) => `${at(k.name)}: the site has it, packit ${PACKIT_VERSION} does not`),
    ...site.flatMap((k) => {
      const fact = packit[k.name];
      return fact ? keyProblems(at(k.name), k, fact, fact.nullable) : [];
    }),
  ];
}

describe(`the configuration reference against the facts of packit ${PACKIT_VERSION}`, () => {
  it('reads the facts of its own version', () => {
    assert.equal(facts.packit_version, PACKIT_VERSION);
    assert.equal(FIRST_RELEASES.to, PACKIT_VERSION, 'first-releases.json: run scripts/packit-first-releases.py');
  });

  it(`gives each key that came after packit ${FIRST_RELEASES.from} the release it came in, as packit's history shows`, () => {
    const levels: readonly [string, readonly ConfigKey[]][] = [
      ['top', TOP_LEVEL_KEYS],
      ['package', PACKAGE_KEYS],
      ['job', JOB_KEYS],
      ['metadata', METADATA_KEYS],
    ];
    const wrong = levels.flatMap(([level, keys]) =>
      keys.flatMap((key) => {
        const came = FIRST_RELEASES.keys[`${level}.${key.name}`];
        if (key.since === came) return [];
        return [
          `${definedAt(key.name)}: ${level} key \`${key.name}\` since ${key.since ?? '(none)'}, packit's tags say ${came ?? `${FIRST_RELEASES.from} or earlier`}`,
        ];
      }),
    );
    assert.deepEqual(wrong, []);
  });

  it('has every key of a package, with its type, default and null', () => {
    const obsolete = RETIRED_KEYS.filter((k) => k.status === 'obsolete').map((k) => k.name);
    const processed = Object.fromEntries(
      Object.entries(facts.levels.package.keys).filter(([, fact]) => fact.status !== 'not-processed'),
    );
    assert.deepEqual(levelProblems('package', PACKAGE_KEYS, processed), []);
    // Keys packit names but no longer processes are the site's obsolete keys, and only those.
    const notProcessed = Object.entries(facts.levels.package.keys)
      .filter(([, fact]) => fact.status === 'not-processed')
      .map(([name]) => name);
    assert.deepEqual(setProblems('obsolete keys (keys.ts RETIRED_KEYS)', obsolete, notProcessed), []);
  });

  it('has no removed key that packit still takes', () => {
    const removed = RETIRED_KEYS.filter((k) => k.status === 'removed').map((k) => k.name);
    const allKeys = Object.values(facts.levels).flatMap((l) => Object.keys(l.keys));
    assert.deepEqual(
      removed.filter((name) => allKeys.includes(name)).map((name) => `${definedAt(name)}: packit takes \`${name}\``),
      [],
    );
  });

  it('has the keys of the top level', () => {
    // `_` is not a schema key: the loader drops it before validation.
    const site = TOP_LEVEL_KEYS.filter((k) => k.name !== '_');
    assert.deepEqual(levelProblems('top-level', site, facts.levels.top.keys), []);
    assert.deepEqual(facts.levels.top.ignored, ['_']);
    assert.ok(TOP_LEVEL_KEYS.some((k) => k.name === '_'));
  });

  it('has the keys only a job has', () => {
    // packit drops a job-only key whose value is null before it validates the job
    // (PackageConfigSchema.rearrange_jobs), so null is fine for every one but the required two.
    const packit = Object.fromEntries(
      Object.entries(facts.levels.job.keys).map(([name, fact]) => [name, {...fact, nullable: fact.required !== true}]),
    );
    // `metadata` is popped from the job before validation, with a deprecation warning.
    const site = JOB_KEYS.filter((k) => !(facts.levels.job.popped ?? []).includes(k.name));
    assert.deepEqual(levelProblems('job', site, packit), []);
    assert.deepEqual(
      JOB_KEYS.filter((k) => k.status === 'deprecated').map((k) => k.name),
      facts.levels.job.popped,
    );
  });

  it('has the keys of the deprecated metadata, and their old names', () => {
    const renamed = facts.levels.metadata.renamed ?? {};
    const site = METADATA_KEYS.filter((k) => !(k.name in renamed));
    // The metadata's own defaults are those of the job it is moved into: compare the keys and types.
    const packit = Object.fromEntries(
      Object.entries(facts.levels.metadata.keys).map(([name, fact]) => [name, {...fact, default: {computed: true}}]),
    );
    assert.deepEqual(levelProblems('metadata', site, packit as Record<string, FactKey>), []);
    assert.deepEqual(
      setProblems(
        'old metadata names (jobs.ts METADATA_KEYS)',
        METADATA_KEYS.filter((k) => k.status === 'deprecated').map((k) => k.name),
        Object.keys(renamed),
      ),
      [],
    );
  });

  it('takes a plain string for the keys packit turns into a list inside jobs', () => {
    assert.deepEqual(
      setProblems(
        'stringIsListInJobs (keys.ts)',
        PACKAGE_KEYS.filter((k) => k.stringIsListInJobs === true).map((k) => k.name),
        facts.levels.job.string_as_list ?? [],
      ),
      [],
    );
  });

  it('has the options of a target and of a dist-git branch', () => {
    assert.deepEqual(
      setProblems('targetOptions (values.ts)', Object.keys(targetOptions), Object.keys(facts.target_options)),
      [],
    );
    assert.deepEqual(
      setProblems('branchOptions (values.ts)', Object.keys(branchOptions), Object.keys(facts.branch_options)),
      [],
    );
  });

  it('has every job type, trigger and action', () => {
    assert.deepEqual(
      setProblems(
        `job types (${definedAt('copr_build')})`,
        JOB_TYPES.map((t) => t.name),
        facts.job_types,
      ),
      [],
    );
    assert.deepEqual(
      setProblems(
        `triggers (${definedAt('pull_request')})`,
        TRIGGERS.map((t) => t.name),
        facts.triggers,
      ),
      [],
    );
    assert.deepEqual(
      setProblems(
        `actions (${definedAt('pre-sync')})`,
        ACTIONS.map((a) => a.name),
        facts.actions,
      ),
      [],
    );
  });

  it('knows which mappings packit wants string keys in', () => {
    const packit = Object.entries({...facts.levels.package.keys, ...facts.levels.top.keys})
      .filter(([, fact]) => /^dict<string,|^targets$|^dist_git_branches$/.test(fact.type))
      .map(([name]) => name);
    assert.deepEqual(setProblems('STRING_KEYED_MAPS (loader-rules.ts)', STRING_KEYED_MAPS, [...new Set(packit)]), []);
  });

  it('warns about the targets packit warns about', () => {
    assert.deepEqual(DEPRECATED_TARGETS, facts.aliases.deprecated_targets, 'DEPRECATED_TARGETS in loader-rules.ts');
  });

  it('lists each key packit accepts but ignores, and those still exist', () => {
    const flagged = Object.entries(facts.levels.package.keys)
      .filter(([, fact]) => fact.doc_flags?.includes('does-not-work-yet'))
      .map(([name]) => name);
    const listed = KNOWN_GAPS.map((g) => g.key);
    assert.deepEqual(
      flagged
        .filter((name) => !listed.includes(name))
        .map((name) => `${name}: packit marks it as not working; add it to gaps.ts`),
      [],
    );
    assert.deepEqual(
      listed
        .filter((name) => !(name in facts.levels.package.keys))
        .map((name) => `gaps.ts: ${name} is no longer a key`),
      [],
    );
    for (const gap of KNOWN_GAPS) assert.ok(gap.reason.length > 20 && gap.evidence.length > 0, gap.key);
  });
});
