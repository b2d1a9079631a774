/**
 * Value types that several keys share, and the nested objects of the configuration
 * (`notifications`, `files_to_sync` items, per-target options…), as packit 1.12.0 checks them
 * (packit/schema.py).
 */
import type {Field, ValueType} from './types';

export const string: ValueType = {kind: 'string'};
export const boolean: ValueType = {kind: 'boolean'};
export const integer: ValueType = {kind: 'integer'};
export const stringList: ValueType = {kind: 'list', items: string};
export const any: ValueType = {kind: 'any'};
/** A mapping whose content packit passes on without looking at it. */
export const freeMapping = (what: string): ValueType => ({kind: 'map', what, values: any});

/** Spellings of true marshmallow's Boolean field takes besides true itself (in any YAML version). */
export const TRUE_SPELLINGS: readonly (string | number)[] = [
  ...['t', 'T', 'true', 'True', 'TRUE', 'on', 'On', 'ON', 'y', 'Y', 'yes', 'Yes', 'YES', '1', 1],
];

/** Spellings marshmallow's Boolean field takes besides true and false (in any YAML version). */
export const BOOLEAN_SPELLINGS: readonly (string | number)[] = [
  ...TRUE_SPELLINGS,
  ...['f', 'F', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF', 'n', 'N', 'no', 'No', 'NO', '0', 0],
];

/** Options of one entry of `targets` in its mapping form (packit's CHROOT_SPECIFIC_COPR_CONFIGURATION + distros). */
export const targetOptions: Readonly<Record<string, Field>> = {
  distros: {type: stringList, description: 'Testing Farm composes to test this target on (tests jobs).'},
  additional_packages: {type: stringList, description: 'Packages installed into this chroot before the build.'},
  additional_repos: {type: stringList, description: 'Repositories enabled in this chroot.'},
  additional_modules: {type: string, description: 'Modules enabled first, as `name:stream,name2:stream2`.'},
  with_opts: {type: stringList, description: 'Build conditions passed as `rpmbuild --with`.'},
  without_opts: {type: stringList, description: 'Build conditions passed as `rpmbuild --without`.'},
};

/** `targets`: a list of names, or a mapping of name to per-target options. */
export const targets: ValueType = {
  kind: 'union',
  options: [stringList, {kind: 'map', what: 'target', values: {kind: 'object', fields: targetOptions}}],
};

/** Options of one entry of `dist_git_branches` in its mapping form. */
export const branchOptions: Readonly<Record<string, Field>> = {
  fast_forward_merge_into: {
    type: stringList,
    description: 'Branches (or aliases) that get the same commit, fast-forwarded from this branch.',
  },
};

/** `dist_git_branches`: a list of branches, or a mapping of branch to `{fast_forward_merge_into: […]}`. */
export const distGitBranches: ValueType = {
  kind: 'union',
  options: [stringList, {kind: 'map', what: 'branch', values: {kind: 'object', fields: branchOptions}}],
};

/** One item of `files_to_sync`: a path, or an object for rsync. */
export const filesToSyncItem: ValueType = {
  kind: 'union',
  options: [
    string,
    {
      kind: 'object',
      required: ['src', 'dest'],
      fields: {
        src: {type: {kind: 'union', options: [string, stringList]}, description: 'Path(s) or glob(s) to copy.'},
        dest: {type: string, description: 'Where to copy them in dist-git.'},
        mkpath: {type: boolean, default: false, description: 'Create the missing directories of `dest`.'},
        delete: {type: boolean, default: false, description: 'Delete files in `dest` that `src` does not have.'},
        filters: {
          type: stringList,
          nullable: true,
          default: [],
          description: 'rsync filter rules, such as `protect sources`.',
        },
      },
    },
  ],
};

/** One item of `sources`. */
export const sourcesItem: ValueType = {
  kind: 'object',
  required: ['path', 'url'],
  fields: {
    path: {type: string, description: 'File name of the source, as the spec file names it.'},
    url: {type: string, description: 'Where to download that file from instead.'},
  },
};

export const notifications: ValueType = {
  kind: 'object',
  fields: {
    pull_request: {
      type: {
        kind: 'object',
        fields: {
          successful_build: {
            type: boolean,
            default: false,
            description: 'Comment on the pull request with how to install a successful build.',
          },
        },
      },
      description: 'Comments on pull requests.',
    },
    failure_comment: {
      type: {
        kind: 'object',
        fields: {
          message: {
            type: string,
            nullable: true,
            description: 'Text to comment when a job fails; may hold placeholders.',
          },
        },
      },
      description: 'A comment when a job fails.',
    },
    failure_issue: {
      type: {
        kind: 'object',
        fields: {
          create: {
            type: boolean,
            default: true,
            description: 'Open an upstream issue when propose_downstream fails.',
          },
        },
      },
      description: 'An issue when a release sync fails.',
    },
  },
};

export const testCommand: ValueType = {
  kind: 'object',
  fields: {
    default_labels: {type: stringList, nullable: true, description: 'Labels a bare `/packit test` runs.'},
    default_identifier: {type: string, nullable: true, description: 'Identifier a bare `/packit test` runs.'},
  },
};

export const requirements: ValueType = {
  kind: 'object',
  fields: {
    label: {
      type: {
        kind: 'object',
        fields: {
          present: {
            type: stringList,
            default: [],
            description: 'At least one of these labels must be on the pull request.',
          },
          absent: {type: stringList, default: [], description: 'None of these labels may be on the pull request.'},
        },
      },
      nullable: true,
      description: 'Pull request labels.',
    },
  },
};

export const oshOptions: ValueType = {
  kind: 'object',
  fields: {
    analyzer: {type: string, nullable: true, description: 'Comma-separated analyzers, e.g. `gcc,clang`.'},
    config: {type: string, nullable: true, description: 'Mock configuration of the scan.'},
    profile: {type: string, nullable: true, description: 'A predefined scanning profile.'},
  },
};

/** One action: a command line, or a list of commands (each a line or an argument list). */
export const actionCommands: ValueType = {
  kind: 'union',
  options: [string, {kind: 'list', items: {kind: 'union', options: [string, stringList]}}],
};
