/**
 * The JSON Schema (draft 2020-12) of `.packit.yaml`, built with TypeBox from the configuration
 * reference. It runs at build time only: the plugin publishes its output at /schemas/packit.json,
 * and the checker page loads the same output, committed as packit-schema.json, never TypeBox.
 *
 * The schema mirrors what packit 1.12.0 accepts when it loads the file: unknown keys fail at
 * every level (marshmallow's default), null is accepted where packit's field has
 * `load_default=None`, and a plain string for `targets` or `dist_git_branches` is accepted inside
 * jobs only. It uses only keywords that draft-07 tools read the same way (`$defs` is reached by
 * JSON pointer), so editors whose YAML language server predates 2020-12 still validate with it.
 */
import Type, {type TSchema, type TSchemaOptions} from 'typebox';

import {site} from '../data/site';
import {JOB_KEYS, METADATA_KEYS} from './jobs';
import {ignoredReason} from './gaps';
import {PACKAGE_KEYS, RETIRED_KEYS, TOP_LEVEL_KEYS} from './keys';
import {PKG_TOOLS} from './loader-rules';
import {PACKIT_VERSION, SCHEMA_URL, type JsonSchema} from './schema-file';
import type {ConfigKey, DefName, Field, ValueType} from './types';
import {BOOLEAN_SPELLINGS, TRUE_SPELLINGS} from './values';

/** Inside a job, `targets` and `dist_git_branches` also take a plain string. */
type Level = 'top' | 'job';

const ref = (name: string, options?: TSchemaOptions) => Type.Ref(`#/$defs/${name}`, options);

/** `type` for a schema that also takes null: packit's fields with `load_default=None`. */
const orNullType = (type: string, nullable: boolean) => (nullable ? {type: [type, 'null']} : {});

/** The schema of a value; `nullable` adds null to what it accepts, in the form each type allows. */
function valueSchema(type: ValueType, options: TSchemaOptions = {}, nullable = false): TSchema {
  const orNull = (schemas: TSchema[]) => (nullable ? [...schemas, Type.Null()] : schemas);
  switch (type.kind) {
    case 'string':
      return Type.String({
        ...orNullType('string', nullable),
        ...(type.pattern !== undefined && {pattern: type.pattern}),
        ...(type.patternMessage !== undefined && {patternErrorMessage: type.patternMessage}),
        ...options,
      });
    case 'boolean':
      return valueSchema({kind: 'ref', to: 'boolean'}, options, nullable);
    case 'integer':
      if (type.minimum === undefined) return valueSchema({kind: 'ref', to: 'integer'}, options, nullable);
      return Type.Union(
        orNull([Type.Integer({minimum: type.minimum}), Type.String({pattern: '^\\s*\\+?\\d+\\s*$'})]),
        options,
      );
    case 'enum':
      // TypeBox's enums take strings and numbers; null joins the list as JSON Schema allows.
      return nullable ? Type.Unsafe({enum: [...type.values, null], ...options}) : Type.Enum(type.values, options);
    case 'list':
      return Type.Array(valueSchema(type.items), {...orNullType('array', nullable), ...options});
    case 'map':
      return Type.Object(
        {},
        {additionalProperties: valueSchema(type.values), ...orNullType('object', nullable), ...options},
      );
    case 'object': {
      const required = new Set(type.required);
      const fields = Object.entries(type.fields).map(([name, f]) => {
        const schema = fieldSchema(f);
        return [name, required.has(name) ? schema : Type.Optional(schema)] as const;
      });
      return Type.Object(Object.fromEntries(fields), {
        additionalProperties: false,
        ...orNullType('object', nullable),
        ...options,
      });
    }
    case 'union':
      return Type.Union(orNull(type.options.map((option) => valueSchema(option))), options);
    case 'ref':
      return nullable ? Type.Union([ref(type.to), Type.Null()], options) : ref(type.to, options);
    case 'any':
      return Type.Unknown(options);
  }
}

const fieldSchema = (field: Field, options: TSchemaOptions = {}): TSchema =>
  valueSchema(
    field.type,
    {description: field.description, ...(field.default !== undefined && {default: field.default}), ...options},
    field.nullable === true,
  );

/** A key's schema, its description followed by its values, default, status and packit release. */
function keySchema(key: ConfigKey, level: Level): TSchema {
  const type: ValueType =
    level === 'job' && key.stringIsListInJobs === true
      ? {kind: 'union', options: [{kind: 'string'}, ...(key.type.kind === 'union' ? key.type.options : [key.type])]}
      : key.type;
  const notes = [
    ...(key.values ?? []).map((v) => `\n- ${v.name}: ${v.description}`),
    key.defaultText !== undefined && `Default: ${key.defaultText}.`,
    key.status === 'internal' && 'Filled in by packit.',
    key.since !== undefined && `Since packit ${key.since}.`,
    ignoredReason(key.name) !== undefined && `Accepted but ignored: ${ignoredReason(key.name) ?? ''}`,
  ].filter((note): note is string => typeof note === 'string');
  const description = [key.description, ...notes].join(' ').replace(/ \n/g, '\n');
  return fieldSchema({...key, type}, {description, ...(key.status === 'deprecated' && {deprecated: true})});
}

/**
 * `$defs` name of a package key's schema at a level: one definition per key, and a second one
 * for the keys that take a plain string inside jobs.
 */
const keyDef = (key: ConfigKey, level: Level) =>
  level === 'job' && key.stringIsListInJobs === true ? `job-key.${key.name}` : `key.${key.name}`;

/** Optional properties that point at the keys' definitions, `<prefix>.<name>` or (package keys) keyDef(). */
function propertiesOf(keys: readonly ConfigKey[], level: Level, prefix?: string): Record<string, TSchema> {
  return Object.fromEntries(
    keys.map((k) => [k.name, Type.Optional(ref(prefix === undefined ? keyDef(k, level) : `${prefix}.${k.name}`))]),
  );
}

/** Keys that packit rejects although they once existed: named, so the error can say why. */
const retired: Record<string, TSchema> = Object.fromEntries(
  RETIRED_KEYS.map((k) => [
    k.name,
    Type.Optional(Type.Never({deprecated: true, description: `No longer accepted. ${k.description}`})),
  ]),
);

/** A closed object: any key that is not among `properties` is an error. */
const closedObject = (properties: Record<string, TSchema>, description: string) =>
  Type.Object(properties, {additionalProperties: false, description});

/** A mapping whose key `key` is there and holds what `schema` takes. */
const hasWith = (key: string, schema: JsonSchema = {}): JsonSchema => ({
  type: 'object',
  required: [key],
  properties: {[key]: schema},
});

/** A mapping that has `key`. */
const has = (key: string) => hasWith(key);

/**
 * Any value but null, with the message an editor shows for null: the key's own schema speaks for
 * a value of a wrong type, so this fails for null alone.
 */
const notNull = (errorMessage: string): JsonSchema => ({
  type: ['string', 'number', 'boolean', 'array', 'object'],
  errorMessage,
});

/** A mapping with some value that `schema` takes. */
const someValue = (schema: JsonSchema): JsonSchema => ({type: 'object', not: {additionalProperties: {not: schema}}});

/**
 * What packit's loader refuses beyond each key's own value, as conditions on the whole file (the
 * checker reports them from the same schema). Only the conditions go into `if`, so an editor marks
 * the key, not the file. Left to the checker: a job selecting a package the file does not define
 * and metadata beside the job's own keys, which JSON Schema cannot compare.
 */
function loaderRules(): JsonSchema[] {
  // packit/config/common_package_config.py, _construct_dist_git_instance: a dist-git URL wins,
  // else packit looks `pkg_tool` up in DISTGIT_INSTANCES and fails on any other name. A URL
  // anywhere in the file lets any tool through, as packages and jobs inherit it.
  const url = has('dist_git_base_url');
  const packagesWithUrl = hasWith('packages', someValue(url));
  const urlAnywhere = {
    anyOf: [
      url,
      packagesWithUrl,
      hasWith('jobs', {type: 'array', contains: {anyOf: [url, packagesWithUrl, hasWith('metadata', url)]}}),
    ],
  } satisfies JsonSchema;
  // Only a string is looked up: the key's own schema refuses a value of another type.
  const tool: JsonSchema = {if: {type: 'string'}, then: {enum: PKG_TOOLS}};
  const toolIn: JsonSchema = {properties: {pkg_tool: tool}};
  // packit/schema.py, JobConfigSchema.specfile_path_defined: a job needs a spec file, unless it
  // is a tests job that skips the build; null in the job or one of its packages takes it away.
  const spec = notNull(
    'null here leaves the job without a spec file and packit refuses it (only a tests job with skip_build: true may have none): leave the key out',
  );
  const testsWithoutBuild: JsonSchema = {
    allOf: [hasWith('job', {const: 'tests'}), hasWith('skip_build', {enum: [true, ...TRUE_SPELLINGS]})],
  };
  return [
    {
      if: urlAnywhere,
      else: {
        properties: {
          pkg_tool: tool,
          packages: {additionalProperties: toolIn},
          jobs: {items: {properties: {pkg_tool: tool, packages: {additionalProperties: toolIn}, metadata: toolIn}}},
        },
      },
    },
    {
      properties: {
        jobs: {
          items: {
            if: testsWithoutBuild,
            else: {
              properties: {specfile_path: spec, packages: {additionalProperties: {properties: {specfile_path: spec}}}},
            },
          },
        },
      },
    },
    // packit/schema.py: a file without `packages` is one package, named by this key.
    {
      if: has('packages'),
      else: {
        properties: {
          downstream_package_name: notNull(
            'packit names the package after this key, and null is no name: give the name, or leave the key out to use the repository’s',
          ),
        },
      },
    },
  ];
}

export function packitJsonSchema(): JsonSchema {
  const keyDefs: Record<string, TSchema> = {};
  for (const key of PACKAGE_KEYS) {
    keyDefs[keyDef(key, 'top')] = keySchema(key, 'top');
    keyDefs[keyDef(key, 'job')] = keySchema(key, 'job');
  }
  for (const key of TOP_LEVEL_KEYS) keyDefs[`top.${key.name}`] = keySchema(key, 'top');
  for (const key of JOB_KEYS) keyDefs[`job-only.${key.name}`] = keySchema(key, 'job');
  // Most metadata keys are package keys as they are; the others (skip_build refusing null, the
  // old dist-git-branch names) get definitions of their own.
  const metadata: Record<string, TSchema> = {};
  for (const key of METADATA_KEYS) {
    if (PACKAGE_KEYS.includes(key)) {
      metadata[key.name] = Type.Optional(ref(keyDef(key, 'job')));
    } else {
      keyDefs[`metadata.${key.name}`] = keySchema(key, 'job');
      metadata[key.name] = Type.Optional(ref(`metadata.${key.name}`));
    }
  }
  const jobOnly = propertiesOf(JOB_KEYS, 'job', 'job-only');
  const defs: Record<DefName, TSchema> = {
    boolean: Type.Union([Type.Boolean(), Type.Enum(BOOLEAN_SPELLINGS, {type: ['string', 'integer']})], {
      description: 'true or false. Like packit, the schema also takes yes/no, on/off, 1/0 and their capitalised forms.',
    }),
    integer: Type.Union([Type.Integer(), Type.String({pattern: '^\\s*[-+]?\\d+\\s*$'})], {
      description: 'A whole number (packit also takes it as a string of digits).',
    }),
    package: closedObject(
      {...propertiesOf(PACKAGE_KEYS, 'top'), ...retired},
      'A package of the repository: any package key, overriding the top-level value.',
    ),
    job: closedObject(
      // A job names its type and trigger: the two required keys.
      {
        ...propertiesOf(PACKAGE_KEYS, 'job'),
        ...retired,
        ...jobOnly,
        job: ref('job-only.job'),
        trigger: ref('job-only.trigger'),
      },
      'A job: its type, its trigger, and any package key to override for this job.',
    ),
    jobPackage: closedObject(
      {...propertiesOf(PACKAGE_KEYS, 'job'), ...retired},
      'Package keys that override, for this job, the values of one package.',
    ),
    metadata: closedObject(metadata, 'Deprecated job options, moved into the job by packit with a warning.'),
  };

  const root = Type.Object(
    {...propertiesOf(PACKAGE_KEYS, 'top'), ...retired, ...propertiesOf(TOP_LEVEL_KEYS, 'top', 'top')},
    {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: SCHEMA_URL,
      title: 'Packit configuration (.packit.yaml)',
      description:
        `The configuration file of Packit (${site.url}/docs/configuration), as packit ${PACKIT_VERSION} ` +
        'accepts it. Generated from the packit.dev sources.',
      // An empty file is an empty configuration.
      type: ['object', 'null'],
      additionalProperties: false,
      allOf: loaderRules(),
      $defs: {...defs, ...keyDefs},
    },
  );
  // TypeBox marks its schemas with non-enumerable properties; the JSON is what the site serves.
  return JSON.parse(JSON.stringify(root)) as JsonSchema;
}
