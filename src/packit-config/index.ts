/**
 * The configuration reference of Packit's `.packit.yaml` for the packit release of version.ts:
 * every key, job type, trigger and action, with type, default, status and a one-line description.
 * The JSON Schema the site serves, the reference-table tests and the example tests all read it
 * from here.
 */
export {ACTIONS} from './actions';
export {JOB_KEYS, JOB_TYPES, METADATA_KEYS, TRIGGER_PATTERN, TRIGGERS} from './jobs';
export {PACKAGE_KEYS, RETIRED_KEYS, TOP_LEVEL_KEYS} from './keys';
export {packitJsonSchema} from './schema';
export {PACKIT_VERSION, SCHEMA_PATH, SCHEMA_URL, type JsonSchema} from './schema-file';
export * from './types';
export {BOOLEAN_SPELLINGS} from './values';
