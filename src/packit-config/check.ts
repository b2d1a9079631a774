/**
 * Validation of Packit configurations against the published JSON Schema: a YAML loader that reads
 * booleans as packit's PyYAML does, readable messages for ajv's errors, and the line and column of
 * the key a message is about. The unit tests and the configuration checker page
 * (/docs/configuration/check, which runs this module in a Web Worker) share it, so they can never
 * disagree. It pulls in ajv and js-yaml: import it only where validation happens, never from a
 * module every page loads.
 */
import Ajv2020, {type ErrorObject, type ValidateFunction} from 'ajv/dist/2020';
import yaml from 'js-yaml';

// The schema as the site publishes it (`npm run schema:update` writes it from schema.ts): the
// checker runs in the browser, and TypeBox, which builds the schema, stays at build time.
import packitSchema from './packit-schema.json';
import {ignoredReason} from './gaps';
import {DEPRECATED_TARGETS, STRING_KEYED_MAPS} from './loader-rules';
import {SCHEMA_URL, type JsonSchema} from './schema-file';

// ---------------------------------------------------------------------------------------------
// Loading YAML as packit does
// ---------------------------------------------------------------------------------------------

/**
 * packit loads the file with PyYAML's `safe_load`, which follows YAML 1.1, and js-yaml follows
 * YAML 1.2; these types make js-yaml resolve plain scalars as PyYAML's resolver does
 * (yaml/resolver.py, PyYAML 6). Booleans: unquoted yes/no/on/off are booleans, so `bootstrap: on`
 * is true (and an error) for packit. Integers: `0755` is octal, `1:30` is sexagesimal (90), `0o17`
 * and `08` are strings. Floats need a dot and a signed exponent: `1e5` and `1.0e5` are strings,
 * `1.0e+5` is a number, `1:30.5` is sexagesimal.
 */
const yaml11Bool = new yaml.Type('tag:yaml.org,2002:bool', {
  kind: 'scalar',
  resolve: (data: unknown) =>
    typeof data === 'string' &&
    /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/.test(data),
  construct: (data: string) => /^(?:yes|true|on)$/i.test(data),
  predicate: (object: unknown) => typeof object === 'boolean',
  represent: {lowercase: (object: unknown) => (object === true ? 'true' : 'false')},
  defaultStyle: 'lowercase',
});

const YAML11_INT =
  /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const YAML11_FLOAT =
  /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/** `1:30:00` → 5400: the parts of a sexagesimal number, most significant first. */
const sexagesimal = (parts: readonly number[]) => parts.reduce((total, part) => total * 60 + part, 0);

/** Splits off the sign, as PyYAML's constructors do. */
function signed(data: string): {sign: number; digits: string} {
  const value = data.replace(/_/g, '');
  const sign = value.startsWith('-') ? -1 : 1;
  return {sign, digits: /^[-+]/.test(value) ? value.slice(1) : value};
}

const yaml11Int = new yaml.Type('tag:yaml.org,2002:int', {
  kind: 'scalar',
  resolve: (data: unknown) => typeof data === 'string' && YAML11_INT.test(data),
  construct: (data: string) => {
    const {sign, digits} = signed(data);
    if (digits === '0') return 0;
    if (digits.startsWith('0b')) return sign * parseInt(digits.slice(2), 2);
    if (digits.startsWith('0x')) return sign * parseInt(digits.slice(2), 16);
    if (digits.startsWith('0')) return sign * parseInt(digits, 8);
    if (digits.includes(':')) return sign * sexagesimal(digits.split(':').map(Number));
    return sign * parseInt(digits, 10);
  },
  predicate: (object: unknown) => Number.isInteger(object),
  represent: (object: object) => String(Number(object)),
});

const yaml11Float = new yaml.Type('tag:yaml.org,2002:float', {
  kind: 'scalar',
  resolve: (data: unknown) => typeof data === 'string' && YAML11_FLOAT.test(data),
  construct: (data: string) => {
    const {sign, digits} = signed(data.toLowerCase());
    if (digits === '.inf') return sign * Infinity;
    if (digits === '.nan') return NaN;
    if (digits.includes(':')) return sign * sexagesimal(digits.split(':').map(Number));
    return sign * parseFloat(digits);
  },
  predicate: (object: unknown) => typeof object === 'number' && !Number.isInteger(object),
  represent: (object: object) => String(Number(object)),
});

/** js-yaml's schema with YAML 1.1 booleans, integers and floats in place of its own. */
const PYYAML_SCHEMA = yaml.DEFAULT_SCHEMA.extend({implicit: [yaml11Bool, yaml11Int, yaml11Float]});

/**
 * Plain scalars that PyYAML's resolver tags but its safe constructor cannot build: a value of `=`
 * (YAML 1.1's value type) or `<<` anywhere but as a merge key. `safe_load` raises a
 * ConstructorError on them, so packit cannot load the file; js-yaml would read a string.
 */
const CANNOT_CONSTRUCT: Readonly<Record<string, string>> = {'=': 'value', '<<': 'merge'};

/** A key as written: its value as PyYAML reads it (a string, a number, a boolean…) and where it is. */
export interface WrittenKey {
  readonly key: unknown;
  /** 0-based, like the positions of problems. */
  readonly line: number;
  readonly column: number;
}

/** A loaded configuration, and the keys each of its mappings was written with, in order. */
export interface LoadedYaml {
  readonly data: unknown;
  readonly keysOf: WeakMap<object, readonly WrittenKey[]>;
}

/**
 * Parses YAML the way packit's loader does: YAML 1.1 scalars, merge keys and anchors, a key
 * repeated in one mapping keeps its last value (PyYAML's constructor overwrites), and (like its
 * `safe_load(text) or {}`) an empty configuration for an empty file or any other falsy value.
 * js-yaml turns every key into a string, so the keys as written (their type, their repeats, their
 * lines) are recorded from its parse events: a node that ends just before a `:` is a key of the
 * mapping whose node encloses it.
 */
export function loadPackitYamlWithKeys(text: string): LoadedYaml {
  const keysOf = new WeakMap<object, WrittenKey[]>();
  const open: {keys: WrittenKey[]; line: number; column: number}[] = [];
  const listener = (event: yaml.EventType, state: yaml.State) => {
    if (event === 'open') {
      open.push({keys: [], line: state.line, column: state.position - state.lineStart});
      return;
    }
    const node = open.pop();
    if (!node) return;
    const result: unknown = state.result;
    let next = state.position;
    while (state.input[next] === ' ' || state.input[next] === '\t') next += 1;
    const isKey = state.input[next] === ':';
    const tag = typeof result === 'string' && !isKey ? CANNOT_CONSTRUCT[result] : undefined;
    // Written plain (the scalar's own text ends where it ends), not quoted.
    if (tag && state.input.slice(state.position - String(result).length, state.position) === result) {
      const message = `${JSON.stringify(result)} unquoted is YAML 1.1's ${tag} tag, which packit's loader (PyYAML safe_load) cannot read: quote it`;
      throw new yaml.YAMLException(message, {
        name: null,
        buffer: state.input,
        position: state.position,
        line: node.line,
        column: node.column,
        snippet: null,
      } as unknown as yaml.YAMLException['mark']);
    }
    if (state.kind === 'mapping' && result !== null && typeof result === 'object' && !keysOf.has(result)) {
      keysOf.set(result, node.keys);
    }
    const parent = open.at(-1);
    if (parent && isKey) parent.keys.push({key: result, line: node.line, column: node.column});
  };
  const data: unknown = yaml.load(text, {schema: PYYAML_SCHEMA, json: true, listener});
  const falsy = !data || (Array.isArray(data) && data.length === 0);
  return {data: falsy ? {} : data, keysOf};
}

/** The configuration as packit loads it (see loadPackitYamlWithKeys). */
export function loadPackitYaml(text: string): unknown {
  return loadPackitYamlWithKeys(text).data;
}

// ---------------------------------------------------------------------------------------------
// Validation and messages
// ---------------------------------------------------------------------------------------------

export type Segment = string | number;

export interface Problem {
  /** Where in the configuration: keys and list indexes from the top. */
  readonly path: readonly Segment[];
  readonly message: string;
  /** A type mismatch: the message is "expected …", and `expected` says what would fit. */
  readonly expected?: string;
  readonly kind:
    | 'type'
    | 'enum'
    | 'unknown-key'
    | 'retired-key'
    | 'required'
    | 'other'
    // What packit's loader finds beyond the schema: a job naming a package that does not exist,
    // metadata mixed with job keys.
    | 'loader'
    // Warnings: packit loads the file, but not as it reads.
    | 'duplicate-key'
    | 'deprecated'
    | 'ignored-key';
  /** Where it is written, when that is known from the parse rather than found from the path. */
  readonly position?: Position;
  /** For an unknown key: the real key it looks like a typo of. */
  readonly suggestion?: string;
}

// verbose: errors carry the schema objects they come from (see `pointers`). strictTypes is off
// because the loader rules (schema.ts) apply `properties` and `items` to whatever value is there,
// as JSON Schema means them: a value of another type is the key's own schema's to refuse, once.
const ajv = new Ajv2020({allErrors: true, strict: true, strictTypes: false, verbose: true});
// The messages the schema gives editors for its loader rules (schema-file.ts): the checker shows them too.
ajv.addKeyword('errorMessage');
ajv.addKeyword('patternErrorMessage');
// Through unknown: the type TypeScript infers from the JSON file is not JsonSchema's.
const schema = packitSchema as unknown as JsonSchema;
ajv.addSchema(schema);

/** A validator for the schema at a JSON pointer (`#` for the whole schema). */
function validatorAt(pointer: string): ValidateFunction {
  const validate = ajv.getSchema(pointer === '#' ? SCHEMA_URL : `${SCHEMA_URL}${pointer}`);
  if (!validate) throw new Error(`no schema at ${pointer}`);
  return validate;
}

/**
 * The JSON pointer of every subschema. With `verbose`, ajv hands back the very schema objects of
 * an error, and this finds where they are, to check a value against one branch of an anyOf.
 */
const pointers = new Map<object, string>();
(function index(node: unknown, pointer: string) {
  if (node === null || typeof node !== 'object') return;
  pointers.set(node, pointer);
  for (const [key, child] of Object.entries(node)) {
    index(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
})(schema, '#');

/** The schema at a JSON pointer such as `#/$defs/job`. */
function schemaAt(pointer: string): JsonSchema {
  let node: unknown = schema;
  for (const part of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node as JsonSchema;
}

/** `jobs[2].targets` */
export function formatPath(path: readonly Segment[]): string {
  return (
    path
      .map((s, i) => (typeof s === 'number' ? `[${s}]` : /^[\w-]+$/.test(s) ? `${i === 0 ? '' : '.'}${s}` : `["${s}"]`))
      .join('') || 'top level'
  );
}

const parsePointer = (pointer: string): Segment[] =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

const quote = (value: unknown) => JSON.stringify(value);

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  switch (typeof value) {
    case 'string':
      return `a string (${quote(value)})`;
    case 'number':
      return `a number (${String(value)})`;
    case 'boolean':
      return `a boolean (${String(value)})`;
    case 'object':
      return 'a mapping';
    default:
      return typeof value;
  }
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  null: 'null',
};

function orList(items: readonly string[]): string {
  const unique = [...new Set(items)];
  return unique.length <= 1 ? (unique[0] ?? '') : `${unique.slice(0, -1).join(', ')} or ${unique.at(-1) ?? ''}`;
}

/** What a (sub)schema accepts, in words, for "expected …" messages. */
function schemaWords(s: JsonSchema): string {
  if (s.$ref !== undefined) {
    const name = s.$ref.replace('#/$defs/', '');
    if (name === 'boolean') return 'true or false';
    if (name === 'integer') return 'an integer';
    return schemaWords(schemaAt(s.$ref));
  }
  if (s.anyOf) return orList(s.anyOf.map(schemaWords));
  if (s.enum) return `one of ${s.enum.map((v) => quote(v)).join(', ')}`;
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    return orList(types.map((t) => TYPE_WORDS[t] ?? t));
  }
  return 'anything';
}

function editDistance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/** The closest allowed name, when the given one looks like a typo of it. */
export function didYouMean(given: string, allowed: readonly string[]): string | undefined {
  const normal = (s: string) => s.toLowerCase().replace(/-/g, '_');
  let best: {name: string; distance: number} | undefined;
  for (const name of allowed) {
    const distance = normal(given) === normal(name) ? 0 : editDistance(normal(given), normal(name));
    if (!best || distance < best.distance) best = {name, distance};
  }
  return best && best.distance <= Math.max(2, Math.floor(given.length / 4)) ? best.name : undefined;
}

const hint = (given: string, allowed: readonly string[]) => {
  const suggestion = didYouMean(given, allowed);
  if (suggestion !== undefined) return ` (did you mean ${quote(suggestion)}?)`;
  return allowed.length <= 12 ? ` (known keys: ${allowed.join(', ')})` : '';
};

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

function valueAt(data: unknown, path: readonly Segment[]): unknown {
  let node = data;
  for (const s of path) node = (node as Record<string | number, unknown> | undefined)?.[s];
  return node;
}

/** One ajv error, not an anyOf, as a problem. */
function problemOf(e: ErrorObject, base: readonly Segment[]): Problem {
  const path = [...base, ...parsePointer(e.instancePath)];
  const parent = (e.parentSchema ?? {}) as JsonSchema;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = (e.params as {additionalProperty: string}).additionalProperty;
      const allowed = Object.keys(parent.properties ?? {});
      const suggestion = didYouMean(key, allowed);
      return {
        path: [...path, key],
        kind: 'unknown-key',
        message: `unknown key ${quote(key)}${hint(key, allowed)}`,
        ...(suggestion !== undefined && {suggestion}),
      };
    }
    case 'not':
      return {path, kind: 'retired-key', message: `key ${quote(path.at(-1))}: ${parent.description ?? 'not allowed'}`};
    case 'enum': {
      const allowed = (e.params as {allowedValues: unknown[]}).allowedValues.filter((v) => v !== null).map(String);
      const given = e.data;
      const suggestion = typeof given === 'string' ? (didYouMean(given, allowed) ?? '') : '';
      const note =
        suggestion !== ''
          ? ` (did you mean ${quote(suggestion)}?)`
          : typeof given === 'boolean' && allowed.some((v) => /^(on|off|yes|no)$/i.test(v))
            ? ' (put on, off, yes and no in quotes: packit reads them unquoted as booleans)'
            : '';
      return {
        path,
        kind: 'enum',
        message: `${quote(given)} is not one of ${allowed.map((v) => quote(v)).join(', ')}${note}`,
      };
    }
    case 'type': {
      const expected = schemaWords(parent);
      return {
        path,
        kind: 'type',
        expected,
        message: parent.errorMessage ?? `expected ${expected}, got ${typeOf(e.data)}`,
      };
    }
    case 'required': {
      const key = (e.params as {missingProperty: string}).missingProperty;
      return {path, kind: 'required', message: `missing required key ${quote(key)}`};
    }
    case 'pattern':
      return {
        path,
        kind: 'other',
        message:
          parent.patternErrorMessage === undefined
            ? `${quote(e.data)} does not match ${parent.pattern ?? 'the pattern'}`
            : `${quote(e.data)} is ${parent.patternErrorMessage}`,
      };
    case 'minimum':
      return {path, kind: 'other', message: `${quote(e.data)} is below the minimum ${String(parent.minimum)}`};
    default:
      return {path, kind: 'other', message: e.message ?? e.keyword};
  }
}

/** Problems of `value` (found at `base`) against the schema at `pointer`. */
function explain(pointer: string, value: unknown, base: readonly Segment[]): Problem[] {
  const validate = validatorAt(pointer);
  if (validate(value)) return [];
  const errors = [...(validate.errors ?? [])];
  const problems: Problem[] = [];
  const handled: string[] = [];
  // ajv reports an anyOf after the errors of its branches, so walking backwards meets the
  // outermost anyOf first. Each one is explained by checking its value against each branch anew.
  for (const e of [...errors].reverse()) {
    if (e.keyword !== 'anyOf' || handled.some((h) => isUnder(e.instancePath, h))) continue;
    handled.push(e.instancePath);
    const path = [...base, ...parsePointer(e.instancePath)];
    problems.push(...explainAnyOf(e, valueAt(value, parsePointer(e.instancePath)), path));
  }
  for (const e of errors) {
    // An `if` fails with its branch, whose own errors say what is wrong.
    if (e.keyword === 'anyOf' || e.keyword === 'if' || handled.some((h) => isUnder(e.instancePath, h))) continue;
    problems.push(problemOf(e, base));
  }
  return problems;
}

const depth = (problems: readonly Problem[]) => Math.max(...problems.map((p) => p.path.length));

function explainAnyOf(e: ErrorObject, value: unknown, path: readonly Segment[]): Problem[] {
  const special = new Map([
    [schema.$defs?.boolean, 'true or false'],
    [schema.$defs?.integer, 'an integer'],
  ]).get(e.parentSchema);
  if (special !== undefined) {
    return [{path, kind: 'type', expected: special, message: `expected ${special}, got ${typeOf(value)}`}];
  }
  const pointer = pointers.get(e.schema as object);
  if (pointer === undefined) throw new Error(`anyOf at ${e.schemaPath} is not part of the schema`);
  const branches = (e.schema as JsonSchema[]).map((_, i) => explain(`${pointer}/${i}`, value, path));
  const atPath = (problems: readonly Problem[]) => problems.length === 1 && problems[0]?.path.length === path.length;
  // A branch whose only problem is the value's type did not fit at all; the others came closer.
  const fitting = branches.filter((b) => !(atPath(b) && b[0]?.kind === 'type'));
  if (fitting.length === 0) {
    const expected = orList(branches.map((b) => b[0]?.expected ?? ''));
    return [{path, kind: 'type', expected, message: `expected ${expected}, got ${typeOf(value)}`}];
  }
  const score = (b: readonly Problem[]) => depth(b) * 10 + (b.some((p) => p.kind === 'enum') ? 1 : 0) - b.length / 100;
  return fitting.reduce((best, b) => (score(b) > score(best) ? b : best));
}

/** "jobs[0].trigger: …", or for a key that should not be there, "jobs[0]: unknown key …". */
export function describeProblem(problem: Problem): string {
  const keyProblem = problem.kind === 'unknown-key' || problem.kind === 'retired-key';
  return `${formatPath(keyProblem ? problem.path.slice(0, -1) : problem.path)}: ${problem.message}`;
}

/** Problems of a loaded configuration; none when it is valid. */
export function validatePackitConfig(config: unknown): Problem[] {
  return explain('#', config, []);
}

// ---------------------------------------------------------------------------------------------
// What packit's loader does beyond the schema
// ---------------------------------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

/** Whether `path` is a package key of the top level, a package, a job, a job's package or metadata. */
function isPackageKeyPath(path: readonly Segment[]): boolean {
  const at = path.slice(0, -1);
  return (
    at.length === 0 ||
    (at.length === 2 && at[0] === 'packages') ||
    (at.length === 2 && at[0] === 'jobs' && typeof at[1] === 'number') ||
    (at.length === 3 && at[0] === 'jobs' && at[2] === 'metadata') ||
    (at.length === 4 && at[0] === 'jobs' && at[2] === 'packages')
  );
}

/**
 * Keys of the deprecated `metadata` that may not also sit on its job. packit compares the
 * metadata schema's field names with the job's keys (packit/schema.py, rearrange_jobs), and the
 * field of `targets` is named `_targets`, so `targets` may.
 */
const METADATA_FIELDS = Object.keys(schema.$defs?.metadata?.properties ?? {}).filter(
  (name) => !['targets', 'dist-git-branch', 'dist_git_branch'].includes(name),
);

/**
 * What packit's loader reports that the schema cannot: repeated keys and deprecated forms (warnings,
 * as packit logs them), keys packit accepts but ignores (warnings), and errors for non-string keys
 * where packit wants strings, for a job's `packages` naming a package the file does not define and
 * for metadata mixed with job keys.
 */
export function loaderFindings(loaded: LoadedYaml): {errors: Problem[]; warnings: Problem[]} {
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const seen = new Set<object>();
  (function walk(node: unknown, path: readonly Segment[]) {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        walk(item, [...path, i]);
      });
      return;
    }
    const written = loaded.keysOf.get(node) ?? [];
    // PyYAML's constructor sets the keys in order, so the last of equal keys wins.
    const byKey = new Map<string, WrittenKey[]>();
    for (const entry of written) {
      if (entry.key === '<<') continue;
      const id = `${typeof entry.key} ${String(entry.key)}`;
      byKey.set(id, [...(byKey.get(id) ?? []), entry]);
    }
    for (const entries of byKey.values()) {
      const last = entries.at(-1);
      if (!last || entries.length < 2) continue;
      const ignored = entries.slice(0, -1).map((e) => e.line + 1);
      warnings.push({
        path: [...path, String(last.key)],
        kind: 'duplicate-key',
        position: {line: last.line, column: last.column},
        message:
          `written ${entries.length === 2 ? 'twice' : `${entries.length} times`}: packit keeps the value on line ` +
          `${last.line + 1} and ignores the one${ignored.length > 1 ? 's' : ''} on line${ignored.length > 1 ? 's' : ''} ${ignored.join(', ')}`,
      });
    }
    const last = path.at(-1);
    if (typeof last === 'string' && STRING_KEYED_MAPS.includes(last) && isPackageKeyPath(path)) {
      for (const entry of written) {
        if (typeof entry.key === 'string') continue;
        errors.push({
          path: [...path, String(entry.key)],
          kind: 'type',
          position: {line: entry.line, column: entry.column},
          expected: 'a string',
          message: `this key is ${typeOf(entry.key)}; packit takes only strings as keys here: put it in quotes`,
        });
      }
    }
    for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
  })(loaded.data, []);

  const data = isRecord(loaded.data) ? loaded.data : {};
  const defined = isRecord(data.packages)
    ? Object.keys(data.packages)
    : typeof data.downstream_package_name === 'string'
      ? [data.downstream_package_name]
      : undefined;
  const scopes: {value: Record<string, unknown>; path: Segment[]}[] = [{value: data, path: []}];
  if (isRecord(data.packages)) {
    for (const [name, value] of Object.entries(data.packages)) {
      if (isRecord(value)) scopes.push({value, path: ['packages', name]});
    }
  }
  (Array.isArray(data.jobs) ? (data.jobs as unknown[]) : []).forEach((job, i) => {
    if (!isRecord(job)) return;
    const path: Segment[] = ['jobs', i];
    scopes.push({value: job, path});
    if (isRecord(job.packages)) {
      for (const [name, value] of Object.entries(job.packages)) {
        if (isRecord(value)) scopes.push({value, path: [...path, 'packages', name]});
      }
    }
    // packit/schema.py rearrange_jobs: a job may select only packages of the file.
    const selected = Array.isArray(job.packages)
      ? job.packages
      : isRecord(job.packages)
        ? Object.keys(job.packages)
        : [];
    if (defined !== undefined) {
      selected.forEach((name, index) => {
        if (typeof name !== 'string' || defined.includes(name)) return;
        errors.push({
          path: [...path, 'packages', Array.isArray(job.packages) ? index : name],
          kind: 'loader',
          message: `${quote(name)} is not a package of this file (${defined.length === 1 ? 'it defines' : 'its packages are'} ${defined.map((d) => quote(d)).join(', ')})`,
        });
      });
    }
    if (typeof job.package === 'string' && defined !== undefined && !defined.includes(job.package)) {
      errors.push({
        path: [...path, 'package'],
        kind: 'loader',
        message: `${quote(job.package)} is not a package of this file; packit fails to load a job whose package it cannot find`,
      });
    }
    if (isRecord(job.metadata)) {
      warnings.push({
        path: [...path, 'metadata'],
        kind: 'deprecated',
        message: 'deprecated: packit moves these keys into the job and logs a warning; write them in the job',
      });
      for (const old of ['dist-git-branch', 'dist_git_branch']) {
        if (old in job.metadata) {
          warnings.push({
            path: [...path, 'metadata', old],
            kind: 'deprecated',
            message: `deprecated name: packit renames ${quote(old)} to "dist_git_branches" and logs a warning`,
          });
        }
      }
      const mixed = METADATA_FIELDS.filter((name) => name in job);
      if (mixed.length > 0) {
        errors.push({
          path: [...path, 'metadata'],
          kind: 'loader',
          message: `packit refuses metadata in a job that also has ${mixed.map((m) => quote(m)).join(', ')}: move the metadata keys into the job`,
        });
      }
      scopes.push({value: job.metadata, path: [...path, 'metadata']});
    }
  });
  for (const {value, path} of scopes) {
    for (const key of Object.keys(value)) {
      const reason = ignoredReason(key);
      if (reason !== undefined) {
        warnings.push({path: [...path, key], kind: 'ignored-key', message: `accepted but ignored: ${reason}`});
      }
    }
    const targets = value.targets;
    const names =
      typeof targets === 'string'
        ? [targets]
        : Array.isArray(targets)
          ? targets
          : isRecord(targets)
            ? Object.keys(targets)
            : [];
    for (const name of names) {
      const replacement = typeof name === 'string' ? DEPRECATED_TARGETS[name] : undefined;
      if (replacement !== undefined) {
        warnings.push({
          path: [...path, 'targets'],
          kind: 'deprecated',
          message: `deprecated target ${quote(name)}: packit logs a warning; write ${quote(replacement)}`,
        });
      }
    }
  }
  return {errors, warnings};
}

// ---------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------

interface Line {
  /** Column where the content starts, after indentation and any `- ` sequence markers. */
  readonly column: number;
  /** Column of the first `-` sequence marker on the line, if it starts with one. */
  readonly dash?: number;
  readonly content: string;
}

function scanLine(text: string): Line | undefined {
  const trimmed = text.trimStart();
  if (trimmed === '' || trimmed.startsWith('#')) return undefined;
  const indent = text.length - trimmed.length;
  const marker = /^(?:-(?:\s+|$))+/.exec(trimmed)?.[0] ?? '';
  return {column: indent + marker.length, ...(marker && {dash: indent}), content: trimmed.slice(marker.length)};
}

/** Where a problem is in the text: 0-based line and column. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/**
 * Finds where paths are written in a YAML text; the text is scanned once, so a long file with
 * many problems costs one pass plus one search per problem.
 */
export class PathLocator {
  private readonly lines: readonly (Line | undefined)[];
  /** The keys or list items at the top level of a block, by block and segment kind. */
  private readonly levels = new Map<string, readonly {index: number; column: number}[]>();
  /** Where the value that starts on a line ends, by line and segment kind. */
  private readonly ends = new Map<string, number>();

  constructor(text: string) {
    this.lines = text.split('\n').map(scanLine);
  }

  /**
   * The position of the deepest part of `path` that appears in the text: a key's line and column,
   * or a list item's first line and the column of its dash. Parts that come from an anchor and are
   * not written out are skipped, so the position is then the one of the closest written ancestor.
   * Problems share the beginnings of their paths (`jobs`, `jobs[3]`), so each block is scanned
   * once however many problems it holds.
   */
  locate(path: readonly Segment[]): Position {
    const lines = this.lines;
    let start = 0;
    let end = lines.length;
    let found: Position = {line: 0, column: lines[0]?.dash ?? lines[0]?.column ?? 0};
    // The mapping or list being searched starts at line `start`, whose own content may already be
    // the first key (as in `- job: tests`): `first` is the column of that content, if any.
    let first: number | undefined;
    for (const segment of path) {
      const level = this.level(start, end, first, segment);
      const hit = typeof segment === 'number' ? level[segment] : level[0];
      if (!hit) break;
      found = {line: hit.index, column: hit.column};
      const next = this.end(hit, end, typeof segment === 'string');
      start = hit.index;
      end = next;
      first = typeof segment === 'number' ? (lines[hit.index]?.column ?? 0) : undefined;
      if (typeof segment === 'string') start = hit.index + 1;
    }
    return found;
  }

  /** The lines of a block that hold the key `segment` (or, for an index, a list item), at the outermost column. */
  private level(start: number, end: number, first: number | undefined, segment: Segment) {
    const id = `${start} ${end} ${first} ${typeof segment === 'number' ? '#' : `:${segment}`}`;
    let level = this.levels.get(id);
    if (level === undefined) {
      const candidates: {index: number; column: number}[] = [];
      const key =
        typeof segment === 'string'
          ? new RegExp(`^(["']?)${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\s*:(\\s|$)`)
          : undefined;
      for (let i = start; i < end; i++) {
        const line = this.lines[i];
        if (!line) continue;
        if (key === undefined) {
          if (line.dash !== undefined) candidates.push({index: i, column: line.dash});
        } else if (key.test(line.content) && (i !== start || first === undefined || line.column === first)) {
          candidates.push({index: i, column: line.column});
        }
      }
      const column = Math.min(...candidates.map((c) => c.column));
      level = candidates.filter((c) => c.column === column);
      this.levels.set(id, level);
    }
    return level;
  }

  /**
   * The line after the value that starts at `hit`: the next line that is not indented deeper (a
   * list under a key may sit at the key's own column).
   */
  private end(hit: {index: number; column: number}, limit: number, isKey: boolean): number {
    const id = `${hit.index} ${hit.column} ${limit} ${isKey}`;
    let next = this.ends.get(id);
    if (next === undefined) {
      next = hit.index + 1;
      for (; next < limit; next++) {
        const line = this.lines[next];
        if (!line) continue;
        const indent = line.dash ?? line.column;
        const isItemOfKey = isKey && line.dash === hit.column;
        if (indent <= hit.column && !isItemOfKey) break;
      }
      this.ends.set(id, next);
    }
    return next;
  }
}

/** The line (0-based, within `text`) of the deepest part of `path` that is written in the text. */
export function lineOfPath(text: string, path: readonly Segment[]): number {
  return new PathLocator(text).locate(path).line;
}

// ---------------------------------------------------------------------------------------------
// A whole check, as the checker page shows it
// ---------------------------------------------------------------------------------------------

/** A problem with where it is written and where the reference explains the key. */
export interface LocatedProblem extends Position {
  /** `jobs[2].trigger`, or `top level` */
  readonly path: string;
  readonly message: string;
  /** "jobs[2].trigger: …", the line the tests compare. */
  readonly text: string;
  readonly kind: Problem['kind'];
  /** Route and anchor of the key's entry in the configuration reference. */
  readonly link: string;
}

/** What a valid configuration holds, in a few figures. */
export interface Summary {
  /** Names of the packages; one unnamed package when the file has no `packages`. */
  readonly packages: readonly string[];
  /** Jobs counted by type and trigger, in the order they first appear. */
  readonly jobs: readonly {readonly job: string; readonly trigger: string; readonly count: number}[];
  /** Every target and dist-git branch (or alias) named anywhere, in the order they appear. */
  readonly targets: readonly string[];
  readonly branches: readonly string[];
}

export type CheckResult =
  | {readonly status: 'syntax'; readonly message: string; readonly line: number; readonly column: number}
  | {
      readonly status: 'invalid';
      readonly problems: readonly LocatedProblem[];
      /** How many problems there are in all, when more were found than listed. */
      readonly total: number;
      readonly warnings: readonly LocatedProblem[];
    }
  | {readonly status: 'valid'; readonly summary: Summary; readonly warnings: readonly LocatedProblem[]};

/** More problems than this are counted but not listed. */
export const MAX_LISTED_PROBLEMS = 200;

function names(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (isRecord(value)) return Object.keys(value);
  return [];
}

/** The summary of a configuration that passed validation. */
export function summarise(config: unknown): Summary {
  const data = isRecord(config) ? config : {};
  const packages = isRecord(data.packages) ? Object.keys(data.packages) : [];
  const named = [data.downstream_package_name, data.upstream_package_name].find((n) => typeof n === 'string');
  const scopes: unknown[] = [data, ...Object.values(isRecord(data.packages) ? data.packages : {})];
  const jobs: {job: string; trigger: string; count: number}[] = [];
  for (const job of Array.isArray(data.jobs) ? (data.jobs as unknown[]) : []) {
    if (!isRecord(job)) continue;
    scopes.push(job, ...Object.values(isRecord(job.packages) ? job.packages : {}));
    const type = String(job.job);
    const trigger = String(job.trigger);
    const seen = jobs.find((j) => j.job === type && j.trigger === trigger);
    if (seen) seen.count += 1;
    else jobs.push({job: type, trigger, count: 1});
  }
  const collect = (key: string) => [...new Set(scopes.filter(isRecord).flatMap((scope) => names(scope[key])))];
  return {
    packages: packages.length > 0 ? packages : [typeof named === 'string' ? named : '(one package)'],
    jobs,
    targets: collect('targets'),
    branches: collect('dist_git_branches'),
  };
}

/** Parses and validates a configuration as packit does, and says where each problem is. */
export function checkText(text: string, link: (path: readonly Segment[]) => string): CheckResult {
  let loaded: LoadedYaml;
  try {
    loaded = loadPackitYamlWithKeys(text);
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      return {status: 'syntax', message: error.reason, line: error.mark.line, column: error.mark.column};
    }
    throw error;
  }
  const config = loaded.data;
  const found = loaderFindings(loaded);
  const locator = new PathLocator(text);
  const locate = (p: Problem): LocatedProblem => {
    const where = p.kind === 'unknown-key' || p.kind === 'retired-key' ? p.path.slice(0, -1) : p.path;
    return {
      ...(p.position ?? locator.locate(p.path)),
      path: formatPath(where),
      message: p.message,
      text: describeProblem(p),
      kind: p.kind,
      // An unknown key that looks like a typo links to the key it was probably meant to be.
      link: link(p.suggestion === undefined ? p.path : [...where, p.suggestion]),
    };
  };
  const warnings = found.warnings.slice(0, MAX_LISTED_PROBLEMS).map(locate);
  const problems = [...validatePackitConfig(config), ...found.errors];
  if (problems.length === 0) return {status: 'valid', summary: summarise(config), warnings};
  return {
    status: 'invalid',
    total: problems.length,
    // In the order they are written, as a reader goes through the file.
    problems: problems
      .map(locate)
      .sort((a, b) => a.line - b.line || a.column - b.column)
      .slice(0, MAX_LISTED_PROBLEMS),
    warnings,
  };
}
