/**
 * Usage figures of the Packit service, from its public API (`GET /api/usage?top=&from=&to=`).
 *
 * The answer is built by `get_usage_data()` in packit-service (packit_service/models.py, served by
 * packit_service/service/api/usage.py). Flask sorts the keys of every object alphabetically, so
 * the "top projects" maps arrive in name order, not in count order: everything here sorts by count.
 *
 * This module is shared by the fetch script, the build plugin, the page and the unit tests, so it
 * uses only what Node 20 and browsers both have (fetch, URL, Intl). Every figure it returns is
 * either a number of the answer or, where the name says so, a sum of numbers of the answer.
 */
import {MONTHS} from './months';

// ---------------------------------------------------------------------------------------------
// The API answer
// ---------------------------------------------------------------------------------------------

/** A map from a name (a project URL, a forge host name, an event type) to a count. */
export type Counts = Readonly<Record<string, number>>;

/** `all_projects`: every project the service knows, whatever the period asked for. */
export interface AllProjects {
  readonly project_count: number;
  /** Projects per forge host name, e.g. `github.com`, `src.fedoraproject.org`. */
  readonly instances: Counts;
}

/** `active_projects`: projects with at least one pipeline in the period. */
export interface ActiveProjects {
  readonly project_count: number;
  readonly instances: Counts;
  /** The `top` projects with the most events handled, by project URL. */
  readonly top_projects_by_events_handled: Counts;
}

/** `events.<type>`: events of one type (pull request, push, release…) that started a pipeline. */
export interface EventUsage {
  readonly events_handled: number;
  readonly top_projects: Counts;
}

/** `jobs.<kind>.per_event.<type>`: sent by versions of the service before December 2023 only. */
export interface JobUsagePerEvent {
  readonly job_runs: number;
  readonly top_projects_by_job_runs: Counts;
}

/** `jobs.<kind>`: runs of one kind of job in the period. */
export interface JobUsage {
  readonly job_runs: number;
  /** The `top` projects with the most runs, by project URL. */
  readonly top_projects_by_job_runs: Counts;
  readonly per_event?: Readonly<Record<string, JobUsagePerEvent>>;
}

/** The job kinds, as the service names them (the tables of its job models), in page order. */
export const JOB_KINDS = [
  'srpm_builds',
  'copr_build_groups',
  'koji_build_groups',
  'vm_image_build_targets',
  'tft_test_run_groups',
  'sync_release_runs',
] as const;

export type JobKind = (typeof JOB_KINDS)[number];

export interface UsageAnswer {
  readonly all_projects: AllProjects;
  readonly active_projects: ActiveProjects;
  /** By event type: `pull_request`, `branch_push`, `release`, `issue`, `koji_build_tag`, `anitya_version`… */
  readonly events: Readonly<Record<string, EventUsage>>;
  /** The six job kinds this page shows; other kinds a newer service may add are left out. */
  readonly jobs: Readonly<Record<JobKind, JobUsage>>;
}

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------

/** An answer, or a stored snapshot, that does not have the expected shape. */
export class UsageDataError extends Error {
  override name = 'UsageDataError';
}

type JsonObject = Record<string, unknown>;

const show = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  return typeof value;
};

/** `jobs.srpm_builds`, `top_projects["https://github.com/packit/ogr"]`. */
const at = (path: string, key: string): string => {
  const step = /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? key : `[${JSON.stringify(key)}]`;
  if (path === '') return step;
  return step.startsWith('[') ? `${path}${step}` : `${path}.${step}`;
};

function object(value: unknown, path: string): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UsageDataError(`${path || 'The answer'}: expected an object, got ${show(value)}.`);
  }
  return value as JsonObject;
}

function field(parent: JsonObject, key: string, path: string): unknown {
  if (!Object.hasOwn(parent, key)) {
    throw new UsageDataError(`${at(path, key)} is missing.`);
  }
  return parent[key];
}

function count(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new UsageDataError(`${path}: expected a count (a whole number, 0 or more), got ${show(value)}.`);
  }
  return value;
}

function counts(value: unknown, path: string): Counts {
  const source = object(value, path);
  const result: Record<string, number> = {};
  for (const [key, item] of Object.entries(source)) {
    result[key] = count(item, at(path, key));
  }
  return result;
}

function string(value: unknown, path: string): string {
  if (typeof value !== 'string') {
    throw new UsageDataError(`${path}: expected a string, got ${show(value)}.`);
  }
  return value;
}

function parseJob(value: unknown, path: string): JobUsage {
  const job = object(value, path);
  const result: {-readonly [K in keyof JobUsage]: JobUsage[K]} = {
    job_runs: count(field(job, 'job_runs', path), at(path, 'job_runs')),
    top_projects_by_job_runs: counts(
      field(job, 'top_projects_by_job_runs', path),
      at(path, 'top_projects_by_job_runs'),
    ),
  };
  if (job.per_event !== undefined) {
    const perEventPath = at(path, 'per_event');
    const perEvent: Record<string, JobUsagePerEvent> = {};
    for (const [type, item] of Object.entries(object(job.per_event, perEventPath))) {
      const itemPath = at(perEventPath, type);
      const entry = object(item, itemPath);
      perEvent[type] = {
        job_runs: count(field(entry, 'job_runs', itemPath), at(itemPath, 'job_runs')),
        top_projects_by_job_runs: counts(
          field(entry, 'top_projects_by_job_runs', itemPath),
          at(itemPath, 'top_projects_by_job_runs'),
        ),
      };
    }
    result.per_event = perEvent;
  }
  return result;
}

/**
 * Checks an answer of `GET /api/usage` and returns it typed, without the keys this site does not
 * use. Throws a `UsageDataError` that names the first missing or mistyped key.
 */
export function parseUsageAnswer(value: unknown): UsageAnswer {
  const root = object(value, '');
  // A request the service refuses (a malformed `from`, say) answers `{"errors": [...]}`.
  if (Array.isArray(root.errors) && !Object.hasOwn(root, 'jobs')) {
    const errors = root.errors.map((e) => (typeof e === 'string' ? e : show(e)));
    throw new UsageDataError(`The usage API refused the request: ${errors.join('; ') || 'no reason given'}.`);
  }

  const all = object(field(root, 'all_projects', ''), 'all_projects');
  const active = object(field(root, 'active_projects', ''), 'active_projects');
  const eventsSource = object(field(root, 'events', ''), 'events');
  const jobsSource = object(field(root, 'jobs', ''), 'jobs');

  const events: Record<string, EventUsage> = {};
  for (const [type, item] of Object.entries(eventsSource)) {
    const path = at('events', type);
    const event = object(item, path);
    events[type] = {
      events_handled: count(field(event, 'events_handled', path), at(path, 'events_handled')),
      top_projects: counts(field(event, 'top_projects', path), at(path, 'top_projects')),
    };
  }

  const jobs = {} as Record<JobKind, JobUsage>;
  for (const kind of JOB_KINDS) {
    jobs[kind] = parseJob(field(jobsSource, kind, 'jobs'), at('jobs', kind));
  }

  return {
    all_projects: {
      project_count: count(field(all, 'project_count', 'all_projects'), 'all_projects.project_count'),
      instances: counts(field(all, 'instances', 'all_projects'), 'all_projects.instances'),
    },
    active_projects: {
      project_count: count(field(active, 'project_count', 'active_projects'), 'active_projects.project_count'),
      instances: counts(field(active, 'instances', 'active_projects'), 'active_projects.instances'),
      top_projects_by_events_handled: counts(
        field(active, 'top_projects_by_events_handled', 'active_projects'),
        'active_projects.top_projects_by_events_handled',
      ),
    },
    events,
    jobs,
  };
}

// ---------------------------------------------------------------------------------------------
// Periods, requests and the stored snapshot
// ---------------------------------------------------------------------------------------------

/** How many projects each "top projects" map of an answer holds: enough for the charts' namespaces. */
export const USAGE_TOP = 100;

export const PERIODS = ['all-time', 'last-12-months'] as const;
export type PeriodId = (typeof PERIODS)[number];

export const PERIOD_LABELS: Readonly<Record<PeriodId, string>> = {
  'all-time': 'All time',
  'last-12-months': 'Last 12 months',
};

/**
 * The `from` date (UTC, `YYYY-MM-DD`) of a period that ends `now`, or null when it has no start.
 * Twelve months before 29 February is 1 March.
 */
export function periodStart(period: PeriodId, now: Date): string | null {
  if (period === 'all-time') return null;
  const start = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()));
  return start.toISOString().slice(0, 10);
}

/** The request for one period: `<api>?top=100[&from=2024-11-10]`. */
export function usageApiUrl(api: string, {top, from}: {top: number; from: string | null}): string {
  const url = new URL(api);
  url.searchParams.set('top', String(top));
  if (from !== null) url.searchParams.set('from', from);
  return url.href;
}

/** The plugin that hands the snapshot to the page: `usePluginData(USAGE_DATA_PLUGIN)`. */
export const USAGE_DATA_PLUGIN = 'usage-data';

/** One period of a snapshot: where it starts (null: the beginning) and what the API answered. */
export interface PeriodUsage {
  readonly from: string | null;
  readonly answer: UsageAnswer;
}

/** `src/data/usage.json`, written by `npm run usage:fetch` and read by the build. */
export interface UsageSnapshot {
  /** When the answers were received (ISO 8601, UTC). */
  readonly fetchedAt: string;
  /** The API address the answers came from. */
  readonly source: string;
  /** The `top` asked for. */
  readonly top: number;
  readonly periods: Readonly<Record<PeriodId, PeriodUsage>>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Checks a stored snapshot, answers included. Throws a `UsageDataError` naming the first fault. */
export function parseUsageSnapshot(value: unknown): UsageSnapshot {
  const root = object(value, 'The snapshot');
  const fetchedAt = string(field(root, 'fetchedAt', ''), 'fetchedAt');
  if (!ISO_TIME.test(fetchedAt) || Number.isNaN(Date.parse(fetchedAt))) {
    throw new UsageDataError(`fetchedAt: expected an ISO 8601 time, got ${show(fetchedAt)}.`);
  }
  const source = string(field(root, 'source', ''), 'source');
  const top = count(field(root, 'top', ''), 'top');
  const periodsSource = object(field(root, 'periods', ''), 'periods');
  const periods = {} as Record<PeriodId, PeriodUsage>;
  for (const period of PERIODS) {
    const path = at('periods', period);
    const entry = object(field(periodsSource, period, 'periods'), path);
    const from = field(entry, 'from', path);
    if (from !== null && (typeof from !== 'string' || !ISO_DATE.test(from))) {
      throw new UsageDataError(`${at(path, 'from')}: expected null or a date (YYYY-MM-DD), got ${show(from)}.`);
    }
    let answer: UsageAnswer;
    try {
      answer = parseUsageAnswer(field(entry, 'answer', path));
    } catch (error) {
      if (!(error instanceof UsageDataError)) throw error;
      throw new UsageDataError(`${at(path, 'answer')}: ${error.message}`, {cause: error});
    }
    periods[period] = {from, answer};
  }
  return {fetchedAt, source, top, periods};
}

/**
 * The snapshot as the page gets it. Plugin global data ships with every page of the site, so this
 * leaves out the two "top projects" maps the page does not show (`events.*.top_projects` and
 * `active_projects.top_projects_by_events_handled`, emptied) and `per_event`; every other number stays.
 */
export function pageSnapshot(snapshot: UsageSnapshot): UsageSnapshot {
  const compact = (answer: UsageAnswer): UsageAnswer => ({
    all_projects: answer.all_projects,
    active_projects: {...answer.active_projects, top_projects_by_events_handled: {}},
    events: Object.fromEntries(
      Object.entries(answer.events).map(([type, e]) => [type, {events_handled: e.events_handled, top_projects: {}}]),
    ),
    jobs: Object.fromEntries(
      JOB_KINDS.map((kind) => [
        kind,
        {job_runs: answer.jobs[kind].job_runs, top_projects_by_job_runs: answer.jobs[kind].top_projects_by_job_runs},
      ]),
    ) as Record<JobKind, JobUsage>,
  });
  const periods = Object.fromEntries(
    PERIODS.map((period) => {
      const {from, answer} = snapshot.periods[period];
      return [period, {from, answer: compact(answer)}];
    }),
  ) as Record<PeriodId, PeriodUsage>;
  return {...snapshot, periods};
}

// ---------------------------------------------------------------------------------------------
// Fetching
// ---------------------------------------------------------------------------------------------

/** Why an answer could not be had. */
export type UsageFailure = 'network' | 'http' | 'timeout' | 'malformed' | 'aborted';

export class UsageFetchError extends Error {
  override name = 'UsageFetchError';

  constructor(
    readonly kind: UsageFailure,
    message: string,
    /** The HTTP status, for `http`. */
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface FetchUsageOptions {
  /** Give up after this many milliseconds, reading the body included. */
  readonly timeoutMs: number;
  /** Aborts the request, e.g. when the page goes away. */
  readonly signal?: AbortSignal;
  /** Stands in for the global fetch in tests. */
  readonly fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** Requests one answer of the usage API and checks it. Fails with a `UsageFetchError` only. */
export async function fetchUsageAnswer(url: string, options: FetchUsageOptions): Promise<UsageAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const outer = options.signal;
  const forwardAbort = () => {
    controller.abort();
  };
  outer?.addEventListener('abort', forwardAbort, {once: true});
  if (outer?.aborted) controller.abort();

  const interrupted = (error: unknown): UsageFetchError | undefined => {
    if (timedOut) {
      return new UsageFetchError(
        'timeout',
        `The usage API did not answer within ${options.timeoutMs / 1000} s.`,
        undefined,
        {
          cause: error,
        },
      );
    }
    if (outer?.aborted) return new UsageFetchError('aborted', 'The request was cancelled.', undefined, {cause: error});
    return undefined;
  };

  try {
    const init: RequestInit = {signal: controller.signal, headers: {Accept: 'application/json'}};
    let response: Response;
    try {
      // Called as `fetch(...)`: a browser's fetch refuses to run detached from window.
      response = await (options.fetch ? options.fetch(url, init) : fetch(url, init));
    } catch (error) {
      throw interrupted(error) ?? new UsageFetchError('network', `Could not reach ${url}.`, undefined, {cause: error});
    }
    if (!response.ok) {
      throw new UsageFetchError('http', `The usage API answered HTTP ${response.status}.`, response.status);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw (
        interrupted(error) ??
        new UsageFetchError('malformed', 'The usage API answered something that is not JSON.', undefined, {
          cause: error,
        })
      );
    }
    try {
      return parseUsageAnswer(body);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new UsageFetchError('malformed', `The usage API answered in an unexpected shape: ${reason}`, undefined, {
        cause: error,
      });
    }
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }
}

// ---------------------------------------------------------------------------------------------
// Shaping for the page
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------------------------

const NUMBER = new Intl.NumberFormat('en-US');

/** 1234567 → "1,234,567", the same on the server and in every browser. */
export const formatCount = (n: number): string => NUMBER.format(n);

/** `2025-11-10` or `2025-11-10T17:05:12Z` → "10 November 2025" (UTC, so server and browser agree). */
export function formatDate(iso: string): string {
  const date = new Date(ISO_DATE.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}
