/**
 * The generator behind the "Set up Packit" page (/docs/setup): a maintainer's answers (where the
 * work starts, what should happen, for which systems, about the package) become a `.packit.yaml`
 * with a comment above each job and each key linked to its reference entry. Pure TypeScript with
 * no React and no YAML library, so the page, the unit tests (tests/unit/setup.test.ts) and any
 * script share it; the keys' links come from reference.ts, the job pages from jobs.ts.
 */
import {site} from '../data/site';
import {RAWHIDE} from './aliases';
import {JOB_TYPES} from './jobs';
import {referenceLink} from './reference';
import type {JobTypeName, TriggerName} from './types';
import {PACKIT_VERSION} from './version';

export type Flow = 'upstream' | 'dist-git';
export type Forge = 'github' | 'gitlab' | 'other';
/** No tests; tests on the pull request's Copr builds; tests without a build. */
export type TestsChoice = 'none' | 'with-build' | 'without-build';

export interface SetupAnswers {
  readonly flow: Flow;
  /** Where the upstream project lives; it changes only the next steps. */
  readonly forge: Forge;
  // What should happen (upstream flow)
  readonly prBuilds: boolean;
  readonly tests: TestsChoice;
  /** URL of another git repository that holds the tmt plans; empty: this repository. */
  readonly fmfUrl: string;
  readonly branchBuilds: boolean;
  readonly branch: string;
  readonly releaseBuilds: boolean;
  /** Copr project for the branch and release builds; both empty: a project of Packit's account. */
  readonly coprOwner: string;
  readonly coprProject: string;
  /** OpenScanHub differential scans of pull requests (needs pull request and branch builds). */
  readonly osh: boolean;
  readonly proposeDownstream: boolean;
  // What should happen (dist-git flow)
  readonly pullFromUpstream: boolean;
  // Both flows
  readonly kojiBuild: boolean;
  readonly bodhiUpdate: boolean;
  // For which systems
  readonly targets: readonly string[];
  readonly branches: readonly string[];
  // About the package; an empty field leaves its key out
  readonly specfilePath: string;
  readonly upstreamName: string;
  readonly downstreamName: string;
  readonly tagTemplate: string;
  /** A command that prints the version, for projects without version tags (upstream flow). */
  readonly versionCommand: string;
  readonly upstreamProjectUrl: string;
  readonly issueRepository: string;
}

/** The key's default in packit, so the file writes it only when the answer differs. */
export const DEFAULT_TAG_TEMPLATE = '{version}';

/** What the page starts with: the onboarding guide's first configuration (docs/guide.md). */
export const DEFAULT_ANSWERS: SetupAnswers = {
  flow: 'upstream',
  forge: 'github',
  prBuilds: true,
  tests: 'none',
  fmfUrl: '',
  branchBuilds: false,
  branch: 'main',
  releaseBuilds: false,
  coprOwner: '',
  coprProject: '',
  osh: true,
  proposeDownstream: false,
  pullFromUpstream: true,
  kojiBuild: false,
  bodhiUpdate: false,
  targets: ['fedora-all'],
  branches: ['fedora-all'],
  specfilePath: 'hello-world.spec',
  upstreamName: 'hello-world',
  downstreamName: 'hello-world',
  tagTemplate: DEFAULT_TAG_TEMPLATE,
  versionCommand: '',
  upstreamProjectUrl: '',
  issueRepository: '',
};

/** The outcomes a reader ticks, by flow, for the page and for enumerating every combination. */
export const OUTCOMES: Readonly<Record<Flow, readonly BooleanAnswer[]>> = {
  upstream: ['prBuilds', 'branchBuilds', 'releaseBuilds', 'osh', 'proposeDownstream', 'kojiBuild', 'bodhiUpdate'],
  'dist-git': ['pullFromUpstream', 'kojiBuild', 'bodhiUpdate'],
};

export type BooleanAnswer = {
  [K in keyof SetupAnswers]: SetupAnswers[K] extends boolean ? K : never;
}[keyof SetupAnswers];

/** Whether an outcome can be chosen with the other answers (OpenScanHub needs two kinds of builds). */
export function available(answers: SetupAnswers, outcome: BooleanAnswer): boolean {
  if (!OUTCOMES[answers.flow].includes(outcome)) return false;
  if (outcome === 'osh') return answers.prBuilds && answers.branchBuilds;
  return true;
}

/**
 * The answers as the file uses them: outcomes of the other flow are off, OpenScanHub is off
 * without both builds, and tests "with a build" turn the pull request builds on, as the tests
 * reference asks for (a tests job next to a copr_build job with the same trigger).
 */
export function normalise(answers: SetupAnswers): SetupAnswers {
  const upstream = answers.flow === 'upstream';
  const prBuilds = upstream && (answers.prBuilds || answers.tests === 'with-build');
  const branchBuilds = upstream && answers.branchBuilds;
  return {
    ...answers,
    prBuilds,
    tests: upstream ? answers.tests : 'none',
    branchBuilds,
    releaseBuilds: upstream && answers.releaseBuilds,
    osh: prBuilds && branchBuilds && answers.osh,
    proposeDownstream: upstream && answers.proposeDownstream,
    pullFromUpstream: !upstream && answers.pullFromUpstream,
  };
}

// ---------------------------------------------------------------------------------------------
// The file
// ---------------------------------------------------------------------------------------------

type Value = string | boolean | readonly string[] | {readonly [key: string]: Value};

interface Entry {
  readonly key: string;
  readonly value: Value;
}

interface Job {
  readonly job: JobTypeName;
  readonly trigger: TriggerName;
  /** What it does and when it runs, one or two short lines. */
  readonly comment: readonly string[];
  readonly entries: readonly Entry[];
}

/** A line of the generated file, with the key it holds (if any) for a link to the reference. */
export interface YamlLine {
  readonly text: string;
  readonly key?: {
    /** Where the key starts on the line and how long it is. */
    readonly column: number;
    readonly length: number;
    readonly path: readonly (string | number)[];
    readonly href: string;
  };
  /** The reference page of a job type, on a `job:` line. */
  readonly jobHref?: string;
}

export interface SetupResult {
  readonly yaml: string;
  readonly lines: readonly YamlLine[];
  readonly jobs: readonly {readonly job: JobTypeName; readonly trigger: TriggerName}[];
}

/** Where the reference describes a job type: /docs/configuration/upstream/copr_build and so on. */
export function jobPage(name: JobTypeName): string {
  const type = JOB_TYPES.find((t) => t.name === name);
  const folder = type?.runsFrom === 'dist-git' ? 'downstream' : 'upstream';
  return `/docs/configuration/${folder}/${name}`;
}

/** YAML 1.1 words and numbers PyYAML would not read as strings, and indicators a plain scalar cannot start with. */
const NOT_PLAIN =
  /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|null|Null|NULL|~|[-+.\d][\d_.:eE+-]*|\.inf|\.nan)$/;
const PLAIN = /^[A-Za-z0-9_./][A-Za-z0-9_./{}@%+-]*$/;

/** A scalar as YAML: plain when packit reads it back as the same string, else double-quoted. */
export function scalar(value: string | boolean): string {
  if (typeof value === 'boolean') return String(value);
  return PLAIN.test(value) && !NOT_PLAIN.test(value) ? value : JSON.stringify(value);
}

function emit(
  lines: YamlLine[],
  entries: readonly Entry[],
  indent: number,
  path: readonly (string | number)[],
  firstPrefix?: string,
) {
  entries.forEach(({key, value}, i) => {
    const prefix = i === 0 && firstPrefix !== undefined ? firstPrefix : ' '.repeat(indent);
    const keyPath = [...path, key];
    const head = {column: prefix.length, length: key.length, path: keyPath, href: referenceLink(keyPath)};
    if (typeof value === 'string' || typeof value === 'boolean') {
      const jobHref = key === 'job' && typeof value === 'string' ? jobPage(value as JobTypeName) : undefined;
      lines.push({text: `${prefix}${key}: ${scalar(value)}`, key: head, ...(jobHref && {jobHref})});
    } else if (Array.isArray(value)) {
      lines.push({text: `${prefix}${key}:`, key: head});
      for (const item of value as readonly string[]) lines.push({text: `${' '.repeat(indent + 2)}- ${scalar(item)}`});
    } else {
      lines.push({text: `${prefix}${key}:`, key: head});
      emit(
        lines,
        Object.entries(value).map(([k, v]) => ({key: k, value: v})),
        indent + 2,
        keyPath,
      );
    }
  });
}

const entry = (key: string, value: Value | undefined): Entry[] =>
  value === undefined || value === '' ? [] : [{key, value}];

/** The dist-git branches of a bodhi_update job: Bodhi makes Rawhide's updates itself. */
export function bodhiBranches(branches: readonly string[]): string[] {
  const mapped = branches.flatMap((b) => (b === RAWHIDE.name ? [] : b === 'fedora-all' ? ['fedora-branched'] : [b]));
  const unique = [...new Set(mapped)];
  return unique.length > 0 ? unique : ['fedora-branched'];
}

function jobsOf(a: SetupAnswers): Job[] {
  const jobs: Job[] = [];
  const targets = entry('targets', a.targets.length > 0 ? a.targets : undefined);
  const branches = entry('dist_git_branches', a.branches.length > 0 ? a.branches : undefined);
  const copr = [...entry('owner', a.coprOwner.trim()), ...entry('project', a.coprProject.trim())];
  const fromDistGit = a.flow === 'upstream' ? ['Packit reads this job from the copy of this file in dist-git.'] : [];
  if (a.prBuilds) {
    const scan = a.osh ? ['OpenScanHub compares its fedora-rawhide-x86_64 build with the branch builds below.'] : [];
    jobs.push({
      job: 'copr_build',
      trigger: 'pull_request',
      comment: ['Build RPMs in Copr for every pull request and each push to it.', ...scan],
      entries: [...targets, ...(a.branchBuilds && !a.osh ? entry('osh_diff_scan_after_copr_build', false) : [])],
    });
  }
  if (a.tests !== 'none') {
    const fmf = entry('fmf_url', a.fmfUrl.trim());
    jobs.push({
      job: 'tests',
      trigger: 'pull_request',
      comment: [
        a.tests === 'with-build'
          ? 'Run the tmt tests in Testing Farm on every pull request, with the RPMs built above.'
          : 'Run the tmt tests in Testing Farm on every pull request, without building RPMs.',
        fmf.length > 0
          ? 'The tmt plans come from the repository in fmf_url.'
          : 'The tmt plans come from this repository.',
      ],
      entries: [...(a.tests === 'without-build' ? entry('skip_build', true) : []), ...fmf, ...targets],
    });
  }
  if (a.branchBuilds) {
    jobs.push({
      job: 'copr_build',
      trigger: 'commit',
      comment: [`Build every commit pushed to ${a.branch || 'the default branch'} in Copr, for others to install.`],
      entries: [...entry('branch', a.branch.trim()), ...copr, ...targets],
    });
  }
  if (a.releaseBuilds) {
    jobs.push({
      job: 'copr_build',
      trigger: 'release',
      comment: ['Build every release in Copr, for others to install.'],
      entries: [...copr, ...targets],
    });
  }
  if (a.proposeDownstream) {
    jobs.push({
      job: 'propose_downstream',
      trigger: 'release',
      comment: ['When you publish a release, open a pull request in Fedora dist-git for each branch.'],
      entries: branches,
    });
  }
  if (a.pullFromUpstream) {
    jobs.push({
      job: 'pull_from_upstream',
      trigger: 'release',
      comment: ['When release-monitoring.org reports a new upstream release, open a pull request for each branch.'],
      entries: branches,
    });
  }
  if (a.kojiBuild) {
    jobs.push({
      job: 'koji_build',
      trigger: 'commit',
      comment: [
        'Build in Koji when a pull request opened by Packit is merged into one of these branches.',
        ...fromDistGit,
      ],
      entries: branches,
    });
  }
  if (a.bodhiUpdate) {
    jobs.push({
      job: 'bodhi_update',
      trigger: 'commit',
      comment: [
        'Create a Bodhi update after each successful Koji build by Packit (Bodhi makes Rawhide updates itself).',
        ...fromDistGit,
      ],
      entries: entry('dist_git_branches', bodhiBranches(a.branches)),
    });
  }
  return jobs;
}

function topLevelOf(a: SetupAnswers): Entry[] {
  const tag = a.tagTemplate.trim() === DEFAULT_TAG_TEMPLATE ? '' : a.tagTemplate.trim();
  if (a.flow === 'dist-git') {
    return [
      ...entry('upstream_project_url', a.upstreamProjectUrl.trim()),
      ...entry('issue_repository', a.issueRepository.trim()),
      ...entry('upstream_tag_template', tag),
    ];
  }
  const command = a.versionCommand.trim();
  return [
    ...entry('specfile_path', a.specfilePath.trim()),
    ...entry('upstream_package_name', a.upstreamName.trim()),
    ...entry('downstream_package_name', a.downstreamName.trim()),
    ...entry('upstream_tag_template', tag),
    ...(command ? entry('actions', {'get-current-version': command}) : []),
  ];
}

/** The `.packit.yaml` for a set of answers. */
export function generateConfig(answers: SetupAnswers): SetupResult {
  const a = normalise(answers);
  const lines: YamlLine[] = [
    {text: `# Packit configuration for packit ${PACKIT_VERSION}, written with ${site.url}/docs/setup`},
    {text: `# Every key: ${site.url}/docs/configuration`},
    {text: ''},
  ];
  emit(lines, topLevelOf(a), 0, []);
  const jobs = jobsOf(a);
  if (lines.at(-1)?.text !== '') lines.push({text: ''});
  if (jobs.length > 0) {
    lines.push({text: 'jobs:', key: {column: 0, length: 4, path: ['jobs'], href: referenceLink(['jobs'])}});
    jobs.forEach((job, i) => {
      if (i > 0) lines.push({text: ''});
      for (const comment of job.comment) lines.push({text: `  # ${comment}`});
      emit(
        lines,
        [{key: 'job', value: job.job}, {key: 'trigger', value: job.trigger}, ...job.entries],
        4,
        ['jobs', i],
        '  - ',
      );
    });
  } else {
    // Without a jobs key packit would run its default jobs; an empty list runs none.
    lines.push({text: '# No jobs chosen yet.'});
    lines.push({text: 'jobs: []', key: {column: 0, length: 4, path: ['jobs'], href: referenceLink(['jobs'])}});
  }
  return {
    yaml: `${lines.map((l) => l.text).join('\n')}\n`,
    lines,
    jobs: jobs.map(({job, trigger}) => ({job, trigger})),
  };
}

// ---------------------------------------------------------------------------------------------
// The tag template's preview
// ---------------------------------------------------------------------------------------------

/** Tags the preview tries, for a package name. */
export const exampleTags = (name: string): string[] => ['1.2.0', 'v1.2.0', `${name || 'hello'}-1.2.0`, 'release-1.2'];

/**
 * The version a tag gives with a template, or undefined when the template does not fit the tag:
 * `{version}` stands for any text, `{upstream_package_name}` for the upstream name.
 */
export function versionFromTag(template: string, upstreamName: string, tag: string): string | undefined {
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const pattern = escape(template || DEFAULT_TAG_TEMPLATE)
    .replace(/\{upstream_package_name\}/g, escape(upstreamName))
    .replace('{version}', '(?<version>.+)')
    .replace(/\{version\}/g, '\\k<version>');
  if (!pattern.includes('(?<version>')) return undefined;
  return new RegExp(`^${pattern}$`).exec(tag)?.groups?.version;
}

// ---------------------------------------------------------------------------------------------
// Shared links and next steps
// ---------------------------------------------------------------------------------------------

/** The answers that differ from the defaults, as JSON: what a `#setup=` link holds. */
export function answersToJson(answers: SetupAnswers): string {
  const changed = Object.entries(answers).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify(DEFAULT_ANSWERS[key as keyof SetupAnswers]),
  );
  return JSON.stringify(Object.fromEntries(changed));
}

/**
 * The answers of a `#setup=` link: each known answer of the right type replaces its default;
 * anything else is left out and named in `ignored`, so the page can say what it could not use.
 */
export function answersFromJson(json: string): {answers: SetupAnswers; ignored: string[]} {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return {answers: DEFAULT_ANSWERS, ignored: ['the whole link (not JSON)']};
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return {answers: DEFAULT_ANSWERS, ignored: ['the whole link (not an object)']};
  }
  const answers: Record<string, unknown> = {...DEFAULT_ANSWERS};
  const ignored: string[] = [];
  const choices: Partial<Record<keyof SetupAnswers, readonly string[]>> = {
    flow: ['upstream', 'dist-git'],
    forge: ['github', 'gitlab', 'other'],
    tests: ['none', 'with-build', 'without-build'],
  };
  for (const [key, value] of Object.entries(data)) {
    const known = key in DEFAULT_ANSWERS ? DEFAULT_ANSWERS[key as keyof SetupAnswers] : undefined;
    const allowed = choices[key as keyof SetupAnswers];
    const fits =
      known !== undefined &&
      (Array.isArray(known)
        ? Array.isArray(value) && value.every((v) => typeof v === 'string')
        : typeof value === typeof known && (allowed === undefined || allowed.includes(value as string)));
    if (fits) answers[key] = value;
    else ignored.push(key);
  }
  return {answers: answers as unknown as SetupAnswers, ignored};
}

export interface NextStep {
  readonly text: string;
  /** A docs route with its anchor. */
  readonly link: string;
}

const GUIDE = '/docs/guide';
const DIST_GIT_GUIDE = '/docs/fedora-releases-guide/dist-git-onboarding';

/** What to do with the file, for the chosen flow, each step linked to its section of a guide. */
export function nextSteps(answers: SetupAnswers): NextStep[] {
  const a = normalise(answers);
  if (a.flow === 'dist-git') {
    return [
      {
        text: 'Commit the file as .packit.yaml on the rawhide branch of the dist-git repository.',
        link: `${DIST_GIT_GUIDE}#step-1-the-configuration-file`,
      },
      ...(a.pullFromUpstream
        ? [
            {
              text: 'Turn on release monitoring for the package.',
              link: `${DIST_GIT_GUIDE}#step-2-monitoring-of-the-package`,
            },
          ]
        : []),
      {text: 'Try it out and watch what Packit does.', link: `${DIST_GIT_GUIDE}#try-it-out`},
      {text: 'Retrigger a job with a comment on a dist-git pull request.', link: `${DIST_GIT_GUIDE}#retriggering`},
    ];
  }
  const integration: Record<Forge, NextStep> = {
    github: {text: 'Install the Packit GitHub app on the repository.', link: `${GUIDE}#github`},
    gitlab: {text: 'Add the Packit webhook to the GitLab project.', link: `${GUIDE}#gitlab`},
    other: {text: 'Connect Packit to your forge.', link: `${GUIDE}#step-1-set-up-the-integration`},
  };
  const releases = a.proposeDownstream || a.kojiBuild || a.bodhiUpdate;
  return [
    integration[a.forge],
    {
      text: 'Get approved: link your forge account to a Fedora account.',
      link: `${GUIDE}#step-2-approval-through-fas-verification`,
    },
    {
      text: 'Commit the file as .packit.yaml in the root of the repository.',
      link: `${GUIDE}#step-3-write-the-first-packityaml`,
    },
    {text: 'Open a pull request and read the checks.', link: `${GUIDE}#your-first-pull-request`},
    {text: 'Retrigger a job with a comment.', link: `${GUIDE}#retriggering`},
    ...(releases
      ? [{text: 'Read how releases reach Fedora before the first one.', link: '/docs/fedora-releases-guide'}]
      : []),
  ];
}
