/** The figures of the /usage page, shaped from an answer of the usage API. */
import {JOB_KINDS, type Counts, type JobKind, type UsageAnswer} from './api';

/** The forge whose namespaces the page writes without the host name. */
export const DEFAULT_FORGE = 'github.com';

export interface ProjectFigure {
  /** The project URL, as the answer keys it. */
  readonly url: string;
  /** `github.com`, `gitlab.com`, `src.fedoraproject.org`; '' when the URL cannot be read. */
  readonly forge: string;
  /** `packit`, `redhat/centos-stream/rpms`; '' for a project at the top of its forge. */
  readonly namespace: string;
  /** The repository name. */
  readonly name: string;
  /** Its runs (or events), a number of the answer. */
  readonly count: number;
}

export interface NamespaceFigure {
  /** `github.com/packit`: unique across forges. */
  readonly id: string;
  /** `packit` on the default forge, `gitlab.com/redhat/centos-stream/rpms` elsewhere. */
  readonly label: string;
  readonly forge: string;
  readonly namespace: string;
  /** The sum of its listed projects' counts (projects outside the answer's top are not in it). */
  readonly count: number;
  /** Its listed projects, most runs first. */
  readonly projects: readonly ProjectFigure[];
}

/** Splits a project URL into forge, namespace and name. */
export function splitProjectUrl(url: string): Pick<ProjectFigure, 'url' | 'forge' | 'namespace' | 'name'> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return {url, forge: '', namespace: '', name: url};
  }
  const segments = parsed.pathname
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  const name = segments.pop()?.replace(/\.git$/, '') ?? parsed.hostname;
  return {url, forge: parsed.hostname, namespace: segments.join('/'), name};
}

export function namespaceLabel(forge: string, namespace: string): string {
  if (forge === '') return namespace;
  if (forge === DEFAULT_FORGE && namespace !== '') return namespace;
  return namespace === '' ? forge : `${forge}/${namespace}`;
}

const byCountThenName = <T extends {count: number}>(name: (item: T) => string) => {
  return (a: T, b: T): number => b.count - a.count || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);
};

/** The projects of a "top projects" map, most first; projects with a count of 0 are left out. */
export function rankProjects(top: Counts): ProjectFigure[] {
  return Object.entries(top)
    .filter(([, n]) => n > 0)
    .map(([url, n]) => ({...splitProjectUrl(url), count: n}))
    .sort(byCountThenName((p) => p.url));
}

/** Groups ranked projects by forge and namespace, the namespace with the most runs first. */
export function groupByNamespace(projects: readonly ProjectFigure[]): NamespaceFigure[] {
  const groups = new Map<string, {forge: string; namespace: string; projects: ProjectFigure[]}>();
  for (const project of projects) {
    const id = project.forge === '' ? project.url : `${project.forge}/${project.namespace}`;
    let group = groups.get(id);
    if (!group) {
      group = {forge: project.forge, namespace: project.namespace, projects: []};
      groups.set(id, group);
    }
    group.projects.push(project);
  }
  return [...groups.entries()]
    .map(([id, g]) => ({
      id,
      label: groupLabel(g),
      forge: g.forge,
      namespace: g.namespace,
      count: g.projects.reduce((sum, p) => sum + p.count, 0),
      projects: [...g.projects].sort(byCountThenName((p) => p.url)),
    }))
    .sort(byCountThenName((n) => n.id));
}

function groupLabel(group: {forge: string; namespace: string; projects: ProjectFigure[]}): string {
  // A URL that could not be read is its own namespace, named after itself.
  if (group.forge === '') return group.projects[0]?.url ?? '';
  return namespaceLabel(group.forge, group.namespace);
}

export interface JobKindInfo {
  /** The heading: "SRPM builds". */
  readonly label: string;
  /** What one run is, plural: "builds", "test runs". */
  readonly unit: string;
  /** One sentence on what is counted. */
  readonly description: string;
}

export const JOB_KIND_INFO: Readonly<Record<JobKind, JobKindInfo>> = {
  srpm_builds: {
    label: 'SRPM builds',
    unit: 'SRPM builds',
    description: 'Source RPMs built from upstream sources, ahead of the builds in Copr and Koji.',
  },
  copr_build_groups: {
    label: 'Copr build groups',
    unit: 'Copr build groups',
    description: 'Builds in Copr. A group is one run of a job, across all the chroots it builds for.',
  },
  koji_build_groups: {
    label: 'Koji build groups',
    unit: 'Koji build groups',
    description: 'Builds in Koji. A group is one run of a job, across all the targets it builds for.',
  },
  vm_image_build_targets: {
    label: 'VM image build targets',
    unit: 'VM image builds',
    description: 'Virtual machine images built with Image Builder, one per target.',
  },
  tft_test_run_groups: {
    label: 'Testing Farm test run groups',
    unit: 'test run groups',
    description: 'Tests run in Testing Farm. A group is one run of a job, across all the targets it tests on.',
  },
  sync_release_runs: {
    label: 'Release syncs',
    unit: 'release syncs',
    description: 'Upstream releases brought to Fedora dist-git by the propose_downstream and pull_from_upstream jobs.',
  },
};

export interface JobChart extends JobKindInfo {
  readonly kind: JobKind;
  /** `job_runs` of the answer: all runs of the period, not only those of the listed projects. */
  readonly total: number;
  /** How many projects the answer lists (at most its `top`). */
  readonly listedProjects: number;
  /** The namespaces with the most runs, at most `maxNamespaces`. */
  readonly namespaces: readonly NamespaceFigure[];
  /** How many namespaces of the listed projects are not among `namespaces`. */
  readonly otherNamespaces: number;
}

/** The chart of one job kind: its total, and its top namespaces with their projects. */
export function jobChart(answer: UsageAnswer, kind: JobKind, maxNamespaces: number): JobChart {
  const job = answer.jobs[kind];
  const projects = rankProjects(job.top_projects_by_job_runs);
  const namespaces = groupByNamespace(projects);
  return {
    kind,
    ...JOB_KIND_INFO[kind],
    total: job.job_runs,
    listedProjects: projects.length,
    namespaces: namespaces.slice(0, maxNamespaces),
    otherNamespaces: Math.max(0, namespaces.length - maxNamespaces),
  };
}

export const jobCharts = (answer: UsageAnswer, maxNamespaces: number): JobChart[] =>
  JOB_KINDS.map((kind) => jobChart(answer, kind, maxNamespaces));

const EVENT_LABELS: Readonly<Record<string, string>> = {
  pull_request: 'Pull requests',
  branch_push: 'Branch pushes',
  release: 'Releases',
  issue: 'Issue comments',
  koji_build_tag: 'Koji build tags',
  anitya_version: 'New upstream versions (Anitya)',
  anitya_multiple_versions: 'New upstream versions, several at once (Anitya)',
};

/** `pull_request` → "Pull requests"; an event type this site does not know → "Some new type". */
export function eventLabel(type: string): string {
  const known = EVENT_LABELS[type];
  if (known) return known;
  const words = type.replace(/_/g, ' ').trim();
  return words === '' ? type : words.charAt(0).toUpperCase() + words.slice(1);
}

export interface NamedCount {
  readonly key: string;
  readonly label: string;
  readonly count: number;
}

export interface UsageSummary {
  /** `active_projects.project_count`. */
  readonly activeProjects: number;
  /** `active_projects.instances`, most first. */
  readonly activeByForge: readonly NamedCount[];
  /** `all_projects.project_count`. */
  readonly allProjects: number;
  /** `all_projects.instances`, most first. */
  readonly allByForge: readonly NamedCount[];
  /** The sum of `events.*.events_handled`. */
  readonly eventsHandled: number;
  /** `events.*.events_handled`, most first. */
  readonly events: readonly NamedCount[];
}

const ranked = (map: Counts, label: (key: string) => string): NamedCount[] =>
  Object.entries(map)
    .map(([key, n]) => ({key, label: label(key), count: n}))
    .sort(byCountThenName((c) => c.key));

export function usageSummary(answer: UsageAnswer): UsageSummary {
  const events = ranked(
    Object.fromEntries(Object.entries(answer.events).map(([type, e]) => [type, e.events_handled])),
    eventLabel,
  );
  return {
    activeProjects: answer.active_projects.project_count,
    activeByForge: ranked(answer.active_projects.instances, (k) => k),
    allProjects: answer.all_projects.project_count,
    allByForge: ranked(answer.all_projects.instances, (k) => k),
    eventsHandled: events.reduce((sum, e) => sum + e.count, 0),
    events,
  };
}
