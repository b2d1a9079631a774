/**
 * Generates the JSON Schema (draft 2020-12) of `.packit.yaml` from the configuration reference.
 *
 * The schema mirrors what packit 1.12.0 accepts when it loads the file: unknown keys fail at
 * every level (marshmallow's default), null is accepted where packit's field has
 * `load_default=None`, and a plain string for `targets` or `dist_git_branches` is accepted inside
 * jobs only. It uses only keywords that draft-07 tools read the same way (`$defs` is reached by
 * JSON pointer), so editors whose YAML language server predates 2020-12 still validate with it.
 */
import {site} from '../config/site';
import {JOB_KEYS, METADATA_KEYS} from './jobs';
import {PACKAGE_KEYS, RETIRED_KEYS, TOP_LEVEL_KEYS} from './keys';
import type {ConfigKey, DefName, Field, Json, ValueType} from './types';
import {BOOLEAN_SPELLINGS} from './values';
import {PACKIT_VERSION} from './version';

export {PACKIT_VERSION};

/** Where the built site serves the schema, relative to its root. */
export const SCHEMA_PATH = 'schemas/packit.json';
export const SCHEMA_URL = `${site.url}/${SCHEMA_PATH}`;

/** The JSON Schema keywords this generator writes. */
export interface JsonSchema {
  $schema?: string;
  $id?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  title?: string;
  description?: string;
  deprecated?: boolean;
  default?: Json;
  type?: JsonType | JsonType[];
  enum?: readonly Json[];
  pattern?: string;
  minimum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | false;
  required?: readonly string[];
  anyOf?: JsonSchema[];
  not?: JsonSchema;
}
type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';

/** Inside a job, `targets` and `dist_git_branches` also take a plain string. */
type Level = 'top' | 'job';

const ref = (name: string): JsonSchema => ({$ref: `#/$defs/${name}`});

function valueSchema(type: ValueType): JsonSchema {
  switch (type.kind) {
    case 'string':
      return type.pattern === undefined ? {type: 'string'} : {type: 'string', pattern: type.pattern};
    case 'boolean':
      return ref('boolean');
    case 'integer':
      return type.minimum === undefined
        ? ref('integer')
        : {
            anyOf: [
              {type: 'integer', minimum: type.minimum},
              {type: 'string', pattern: '^\\s*\\+?\\d+\\s*$'},
            ],
          };
    case 'enum':
      return {enum: type.values};
    case 'list':
      return {type: 'array', items: valueSchema(type.items)};
    case 'map':
      return {type: 'object', additionalProperties: valueSchema(type.values)};
    case 'object':
      return {
        type: 'object',
        properties: Object.fromEntries(Object.entries(type.fields).map(([name, f]) => [name, fieldSchema(f)])),
        additionalProperties: false,
        ...(type.required && {required: type.required}),
      };
    case 'union':
      return {anyOf: type.options.map((option) => valueSchema(option))};
    case 'ref':
      return ref(type.to);
    case 'any':
      return {};
  }
}

/** The same schema, also accepting null. */
function orNull(schema: JsonSchema): JsonSchema {
  if (schema.anyOf) return {...schema, anyOf: [...schema.anyOf, {type: 'null'}]};
  if (schema.enum) return {...schema, enum: [...schema.enum, null]};
  if (typeof schema.type === 'string') return {...schema, type: [schema.type, 'null']};
  if (Array.isArray(schema.type)) return {...schema, type: [...schema.type, 'null']};
  if (schema.$ref !== undefined) return {anyOf: [schema, {type: 'null'}]};
  return schema;
}

function fieldSchema(field: Field): JsonSchema {
  const schema = valueSchema(field.type);
  return {
    ...(field.nullable === true ? orNull(schema) : schema),
    description: field.description,
    ...(field.default !== undefined && {default: field.default}),
  };
}

function keySchema(key: ConfigKey, level: Level): JsonSchema {
  let type = key.type;
  if (level === 'job' && key.stringIsListInJobs === true) {
    type = {kind: 'union', options: [{kind: 'string'}, ...(type.kind === 'union' ? type.options : [type])]};
  }
  const schema = fieldSchema({...key, type});
  const notes = [
    ...(key.values ?? []).map((v) => `\n- ${v.name}: ${v.description}`),
    key.defaultText !== undefined && `Default: ${key.defaultText}.`,
    key.status === 'internal' && 'Filled in by packit.',
    key.since !== undefined && `Since packit ${key.since}.`,
  ].filter((note): note is string => typeof note === 'string');
  return {
    ...schema,
    description: [key.description, ...notes].join(' ').replace(/ \n/g, '\n'),
    ...(key.status === 'deprecated' && {deprecated: true}),
  };
}

/**
 * `$defs` name of a package key's schema at a level: one definition per key, and a second one
 * for the keys that take a plain string inside jobs.
 */
const keyDef = (key: ConfigKey, level: Level) =>
  level === 'job' && key.stringIsListInJobs === true ? `job-key.${key.name}` : `key.${key.name}`;

/** Properties that point at the keys' definitions, `<prefix>.<name>` or (package keys) keyDef(). */
function propertiesOf(keys: readonly ConfigKey[], level: Level, prefix?: string): Record<string, JsonSchema> {
  return Object.fromEntries(
    keys.map((k) => [k.name, ref(prefix === undefined ? keyDef(k, level) : `${prefix}.${k.name}`)]),
  );
}

/** A closed object: any key that is not among `properties` is an error. */
const closedObject = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  additionalProperties: false,
});

/** Keys that packit rejects although they once existed: named, so the error can say why. */
const retired: Record<string, JsonSchema> = Object.fromEntries(
  RETIRED_KEYS.map((k) => [k.name, {not: {}, deprecated: true, description: `No longer accepted. ${k.description}`}]),
);

export function packitJsonSchema(): JsonSchema {
  const keyDefs: Record<string, JsonSchema> = {};
  for (const key of PACKAGE_KEYS) {
    keyDefs[keyDef(key, 'top')] = keySchema(key, 'top');
    keyDefs[keyDef(key, 'job')] = keySchema(key, 'job');
  }
  for (const key of TOP_LEVEL_KEYS) keyDefs[`top.${key.name}`] = keySchema(key, 'top');
  for (const key of JOB_KEYS) keyDefs[`job-only.${key.name}`] = keySchema(key, 'job');
  // Most metadata keys are package keys as they are; the others (skip_build refusing null, the
  // old dist-git-branch names) get definitions of their own.
  const metadata: Record<string, JsonSchema> = {};
  for (const key of METADATA_KEYS) {
    if (PACKAGE_KEYS.includes(key)) {
      metadata[key.name] = ref(keyDef(key, 'job'));
    } else {
      keyDefs[`metadata.${key.name}`] = keySchema(key, 'job');
      metadata[key.name] = ref(`metadata.${key.name}`);
    }
  }

  const defs: Record<DefName, JsonSchema> = {
    boolean: {
      description: 'true or false. Like packit, the schema also takes yes/no, on/off, 1/0 and their capitalised forms.',
      anyOf: [{type: 'boolean'}, {type: ['string', 'integer'], enum: BOOLEAN_SPELLINGS}],
    },
    integer: {
      description: 'A whole number (packit also takes it as a string of digits).',
      anyOf: [{type: 'integer'}, {type: 'string', pattern: '^\\s*[-+]?\\d+\\s*$'}],
    },
    package: {
      description: 'A package of the repository: any package key, overriding the top-level value.',
      ...closedObject({...propertiesOf(PACKAGE_KEYS, 'top'), ...retired}),
    },
    job: {
      description: 'A job: its type, its trigger, and any package key to override for this job.',
      ...closedObject({...propertiesOf(PACKAGE_KEYS, 'job'), ...retired, ...propertiesOf(JOB_KEYS, 'job', 'job-only')}),
      required: ['job', 'trigger'],
    },
    jobPackage: {
      description: 'Package keys that override, for this job, the values of one package.',
      ...closedObject({...propertiesOf(PACKAGE_KEYS, 'job'), ...retired}),
    },
    metadata: {
      description: 'Deprecated job options, moved into the job by packit with a warning.',
      ...closedObject(metadata),
    },
  };

  const root = closedObject({
    ...propertiesOf(PACKAGE_KEYS, 'top'),
    ...retired,
    ...propertiesOf(TOP_LEVEL_KEYS, 'top', 'top'),
  });
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: SCHEMA_URL,
    title: 'Packit configuration (.packit.yaml)',
    description:
      `The configuration file of Packit (${site.url}/docs/configuration), as packit ${PACKIT_VERSION} ` +
      'accepts it. Generated from the packit.dev sources.',
    ...root,
    // An empty file is an empty configuration.
    type: ['object', 'null'],
    $defs: {...defs, ...keyDefs},
  };
}
