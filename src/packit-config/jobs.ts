/**
 * Job types, triggers and the keys only a job has, as the packit release of version.ts defines
 * them (packit/config/job_config.py, JobConfigSchema and JobMetadataSchema in packit/schema.py).
 */
import {PACKAGE_KEYS} from './keys';
import {TRIGGER_NAMES, type ConfigKey, type JobType, type Trigger} from './types';
import {boolean, string, stringList} from './values';

export const JOB_TYPES: readonly JobType[] = [
  {
    name: 'copr_build',
    runsFrom: 'upstream',
    description: 'Build RPMs in Copr.',
  },
  {
    name: 'tests',
    runsFrom: 'upstream',
    description: 'Run tmt tests in Testing Farm, usually on the Copr builds.',
  },
  {
    name: 'upstream_koji_build',
    runsFrom: 'upstream',
    description: 'Scratch-build an SRPM of the upstream change in Koji.',
  },
  {
    name: 'vm_image_build',
    runsFrom: 'upstream',
    description: 'Build a VM image with Image Builder from a Copr build, on request.',
  },
  {
    name: 'propose_downstream',
    runsFrom: 'upstream',
    description: 'Open dist-git pull requests with a new upstream release.',
  },
  {
    name: 'pull_from_upstream',
    runsFrom: 'dist-git',
    description: 'From dist-git: open pull requests for a release that release-monitoring.org reports.',
  },
  {
    name: 'koji_build',
    runsFrom: 'dist-git',
    description: 'From dist-git: build in Koji after a push or merge.',
  },
  {
    name: 'bodhi_update',
    runsFrom: 'dist-git',
    description: 'From dist-git: create a Bodhi update after a successful Koji build.',
  },
  {
    name: 'sync_from_downstream',
    runsFrom: 'internal',
    description: 'Accepted, but not a documented service job; use `packit sync-from-downstream`.',
  },
  {
    name: 'koji_build_tag',
    runsFrom: 'internal',
    description: 'Internal: the service creates it when a build lands in a side tag; never write it.',
  },
];

export const TRIGGERS: readonly Trigger[] = [
  {name: 'pull_request', description: 'A pull or merge request is opened or updated, or commented on.'},
  {name: 'commit', description: 'A push to a branch (upstream), or a push, merge or build on a dist-git branch.'},
  {name: 'release', description: 'An upstream release is published (or, for pull_from_upstream, reported).'},
  {name: 'koji_build', description: 'A Koji build is tagged into the side tag of the job’s sidetag_group.'},
  {name: 'ignore', description: 'Never runs: for templates and for switching a job off.'},
];

/** A trigger, or several joined with `|` (packit splits such a job into one job per trigger). */
export const TRIGGER_PATTERN = `^\\s*(${TRIGGER_NAMES.join('|')})(\\s*\\|\\s*(${TRIGGER_NAMES.join('|')}))*\\s*$`;

/**
 * Keys only a job has. packit drops a job-only key whose value is null, so null is accepted for
 * all of them except the two required ones.
 */
export const JOB_KEYS: readonly ConfigKey[] = [
  {
    name: 'job',
    type: {kind: 'enum', values: JOB_TYPES.map((t) => t.name)},
    status: 'current',
    description: 'What to do: the job type.',
    values: JOB_TYPES,
  },
  {
    name: 'trigger',
    type: {
      kind: 'union',
      options: [
        {kind: 'enum', values: TRIGGER_NAMES},
        {kind: 'string', pattern: TRIGGER_PATTERN},
      ],
    },
    status: 'current',
    description: 'When to do it: a trigger, or several joined with `|`.',
    values: TRIGGERS,
  },
  {
    name: 'packages',
    type: {
      kind: 'union',
      options: [stringList, {kind: 'map', what: 'package', values: {kind: 'ref', to: 'jobPackage'}}],
    },
    nullable: true,
    status: 'current',
    defaultText: 'all packages',
    description: 'Monorepos: the packages the job covers, as a list or as a mapping of name to overrides.',
  },
  {
    name: 'manual_trigger',
    type: boolean,
    nullable: true,
    status: 'current',
    default: false,
    description: 'Run only when asked for with a comment or a check re-run.',
  },
  {
    name: 'labels',
    type: stringList,
    nullable: true,
    status: 'current',
    description: 'Names for starting the job with `/packit test --labels`.',
    usedBy: ['tests'],
  },
  {
    name: 'skip_build',
    type: boolean,
    nullable: true,
    status: 'current',
    default: false,
    description: 'Run the tests without building RPMs first.',
    usedBy: ['tests'],
  },
  {
    name: 'sidetag_group',
    type: string,
    nullable: true,
    status: 'current',
    description: 'Side tag group shared by the builds and the update of several packages.',
    usedBy: ['koji_build', 'bodhi_update'],
  },
  {
    name: 'dependencies',
    type: stringList,
    nullable: true,
    status: 'current',
    description: 'Packages that must be in the side tag before this job runs.',
    usedBy: ['koji_build', 'bodhi_update'],
  },
  {
    name: 'dependents',
    type: stringList,
    nullable: true,
    status: 'current',
    description: 'Packages whose koji_build jobs react when this build is tagged.',
    usedBy: ['koji_build'],
  },
  {
    name: 'package',
    type: string,
    nullable: true,
    status: 'internal',
    description: 'Set by the service when it splits a monorepo job per package; not meant to be written.',
  },
  {
    name: 'metadata',
    type: {kind: 'ref', to: 'metadata'},
    nullable: true,
    status: 'deprecated',
    description: 'Deprecated: packit moves these keys into the job and warns; write them in the job.',
  },
];

function pick(keys: readonly ConfigKey[], name: string): ConfigKey {
  const key = keys.find((k) => k.name === name);
  if (!key) throw new Error(`${name} is not among the keys given`);
  return key;
}

/** Keys that the deprecated `metadata` mapping of a job accepts (JobMetadataSchema). */
export const METADATA_KEYS: readonly ConfigKey[] = [
  ...[
    'targets',
    'timeout',
    'owner',
    'project',
    'dist_git_branches',
    'branch',
    'scratch',
    'list_on_homepage',
    'preserve_project',
    'use_internal_tf',
    'additional_packages',
    'additional_repos',
    'bootstrap',
    'fmf_url',
    'fmf_ref',
    'fmf_path',
    'env',
    'enable_net',
    'tmt_plan',
    'tf_post_install_script',
    'tf_extra_params',
    'module_hotfixes',
  ].map((name) => pick(PACKAGE_KEYS, name)),
  // Inside metadata, skip_build refuses null.
  {...pick(JOB_KEYS, 'skip_build'), nullable: false},
  ...['dist-git-branch', 'dist_git_branch'].map((name): ConfigKey => ({
    ...pick(PACKAGE_KEYS, 'dist_git_branches'),
    name,
    status: 'deprecated',
    description: 'Old name of dist_git_branches; packit renames it and warns.',
  })),
];
