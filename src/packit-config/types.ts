/**
 * The vocabulary of the configuration reference: value types, keys, job types, triggers and
 * actions. The data modules beside this one describe packit's `.packit.yaml` in these terms, and
 * `schema.ts` builds the JSON Schema from them with TypeBox.
 */

/** A JSON value, as a schema's `default` holds it. */
export type Json = string | number | boolean | null | readonly Json[] | {readonly [key: string]: Json};

/** Where a definition lives in the generated schema (`#/$defs/<name>`). */
export type DefName = 'package' | 'job' | 'jobPackage' | 'metadata' | 'boolean' | 'integer';

/** The type of a value, as packit (marshmallow) checks it when it loads the file. */
export type ValueType =
  /** A string; a `pattern` comes with the message an editor shows when the value does not match it. */
  | {readonly kind: 'string'; readonly pattern?: string; readonly patternMessage?: string}
  /** true or false; packit also takes the spellings marshmallow's Boolean field knows. */
  | {readonly kind: 'boolean'}
  /** An integer; packit also takes a string of digits. */
  | {readonly kind: 'integer'; readonly minimum?: number}
  | {readonly kind: 'enum'; readonly values: readonly string[]}
  | {readonly kind: 'list'; readonly items: ValueType}
  /** A mapping with free keys (`what` names them in messages) and values of one type. */
  | {readonly kind: 'map'; readonly what: string; readonly values: ValueType}
  /** A mapping with a closed set of keys: any other key is an error. */
  | {readonly kind: 'object'; readonly fields: Readonly<Record<string, Field>>; readonly required?: readonly string[]}
  /** A value of any of the options. */
  | {readonly kind: 'union'; readonly options: readonly ValueType[]}
  | {readonly kind: 'ref'; readonly to: DefName}
  /** Anything: packit passes the value on without looking at it. */
  | {readonly kind: 'any'};

/** A key of a nested object, such as `notifications.failure_comment.message`. */
export interface Field {
  readonly type: ValueType;
  /** One line, our words. */
  readonly description: string;
  /** Whether null is accepted (marshmallow's `load_default=None`). */
  readonly nullable?: boolean;
  /** The effective default, when it is a fixed value. */
  readonly default?: Json;
}

/**
 * current: a key you write. internal: accepted, but filled in by packit itself.
 * deprecated: still accepted, with a warning. obsolete and removed: no longer accepted.
 */
export type KeyStatus = 'current' | 'internal' | 'deprecated';

/** A key of the top level, of a `packages` entry or of a job. */
export interface ConfigKey extends Field {
  readonly name: string;
  readonly status: KeyStatus;
  /** The default in words, when it is computed (the repository name, a derived URL…). */
  readonly defaultText?: string;
  /** Job types that act on the key; absent for keys that concern every job or the package. */
  readonly usedBy?: readonly JobTypeName[];
  /**
   * Inside a job (and a job's per-package overrides) a plain string is taken as a one-item list;
   * at the top level and in `packages` it is an error.
   */
  readonly stringIsListInJobs?: boolean;
  /** The packit release that added the key or the behaviour described, when it is recent. */
  readonly since?: string;
  /** What each allowed value means, for the schema's description (job types, triggers). */
  readonly values?: readonly {readonly name: string; readonly description: string}[];
}

/** A key that packit once had and now refuses. */
export interface RetiredKey {
  readonly name: string;
  /** obsolete: still in the schema but no longer processed; removed: gone from the schema. */
  readonly status: 'obsolete' | 'removed';
  /** Why it fails and what to write instead, one line. */
  readonly description: string;
  /** The key or action that replaces it, if any. */
  readonly replacement?: string;
}

export const JOB_TYPE_NAMES = [
  'copr_build',
  'tests',
  'upstream_koji_build',
  'vm_image_build',
  'propose_downstream',
  'pull_from_upstream',
  'koji_build',
  'bodhi_update',
  'sync_from_downstream',
  'koji_build_tag',
] as const;
export type JobTypeName = (typeof JOB_TYPE_NAMES)[number];

export const TRIGGER_NAMES = ['pull_request', 'commit', 'release', 'koji_build', 'ignore'] as const;
export type TriggerName = (typeof TRIGGER_NAMES)[number];

export interface JobType {
  readonly name: JobTypeName;
  /** Where the job's configuration is read from: the upstream repository, dist-git, or neither. */
  readonly runsFrom: 'upstream' | 'dist-git' | 'internal';
  readonly description: string;
}

export interface Trigger {
  readonly name: TriggerName;
  readonly description: string;
}

export const ACTION_NAMES = [
  'post-upstream-clone',
  'pre-sync',
  'prepare-files',
  'create-patches',
  'post-modifications',
  'get-current-version',
  'changelog-entry',
  'commit-message',
  'create-archive',
  'fix-spec-file',
  'run-condition',
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

export interface Action {
  readonly name: ActionName;
  /** A hook adds a step; a replacement takes the place of one of packit's own steps. */
  readonly kind: 'hook' | 'replacement';
  /** What packit does with the commands' output, if anything. */
  readonly output?: string;
  readonly description: string;
}
