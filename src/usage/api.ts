/**
 * The Packit service's usage API (`GET /api/usage?top=&from=&to=`): the shape of its answer,
 * checked with valibot, the periods the page shows, the snapshot `npm run usage:fetch` stores, and
 * the request itself.
 *
 * The answer is built by `get_usage_data()` in packit-service (packit_service/models.py, served by
 * packit_service/service/api/usage.py). Flask sorts the keys of every object alphabetically, so
 * the "top projects" maps arrive in name order, not in count order: the figures sort by count.
 *
 * Shared by the fetch script, the build plugin, the page and the unit tests, so it uses only what
 * Node 20 and browsers both have (fetch, URL, Intl).
 */
import * as v from 'valibot';

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

const show = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  return typeof value;
};

/** A message that says what was expected and what came instead. */
const expected =
  (what: string) =>
  (issue: v.BaseIssue<unknown>): string =>
    `expected ${what}, got ${show(issue.input)}`;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object with these keys (others are dropped); an array or null is refused as such. */
const object = <const T extends v.ObjectEntries>(entries: T) =>
  v.pipe(v.custom<Record<string, unknown>>(isPlainObject, expected('an object')), v.object(entries));

const count = v.pipe(
  v.number(expected('a count (a whole number, 0 or more)')),
  v.safeInteger(expected('a count (a whole number, 0 or more)')),
  v.minValue(0, expected('a count (a whole number, 0 or more)')),
);

const counts = v.pipe(
  v.custom<Record<string, unknown>>(isPlainObject, expected('an object')),
  v.record(v.string(), count),
);

const perEventSchema = object({job_runs: count, top_projects_by_job_runs: counts});

const jobSchema = object({
  job_runs: count,
  top_projects_by_job_runs: counts,
  per_event: v.optional(
    v.pipe(
      v.custom<Record<string, unknown>>(isPlainObject, expected('an object')),
      v.record(v.string(), perEventSchema),
    ),
  ),
});

const answerSchema = object({
  all_projects: object({project_count: count, instances: counts}),
  active_projects: object({project_count: count, instances: counts, top_projects_by_events_handled: counts}),
  events: v.pipe(
    v.custom<Record<string, unknown>>(isPlainObject, expected('an object')),
    v.record(v.string(), object({events_handled: count, top_projects: counts})),
  ),
  jobs: object(Object.fromEntries(JOB_KINDS.map((kind) => [kind, jobSchema])) as Record<JobKind, typeof jobSchema>),
});

/** `jobs.srpm_builds`, `top_projects["https://github.com/packit/ogr"]`. */
const at = (path: string, key: string): string => {
  const step = /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? key : `[${JSON.stringify(key)}]`;
  if (path === '') return step;
  return step.startsWith('[') ? `${path}${step}` : `${path}.${step}`;
};

/** Checks `value` against `schema`; throws a `UsageDataError` naming the first fault and where it is. */
function check<T extends v.GenericSchema>(schema: T, value: unknown, whole: string): v.InferOutput<T> {
  const result = v.safeParse(schema, value, {abortEarly: true});
  if (result.success) return result.output;
  const [issue] = result.issues;
  const steps = issue.path ?? [];
  const path = steps.reduce((p, step) => at(p, String(step.key)), '');
  const last = steps.at(-1);
  if (last !== undefined && isPlainObject(last.input) && !Object.hasOwn(last.input, String(last.key))) {
    throw new UsageDataError(`${path} is missing.`);
  }
  throw new UsageDataError(`${path || whole}: ${issue.message}.`);
}

/**
 * Checks an answer of `GET /api/usage` and returns it typed, without the keys this site does not
 * use. Throws a `UsageDataError` that names the first missing or mistyped key.
 */
export function parseUsageAnswer(value: unknown): UsageAnswer {
  // A request the service refuses (a malformed `from`, say) answers `{"errors": [...]}`.
  if (isPlainObject(value) && Array.isArray(value.errors) && !Object.hasOwn(value, 'jobs')) {
    const errors = value.errors.map((e: unknown) => (typeof e === 'string' ? e : show(e)));
    throw new UsageDataError(`The usage API refused the request: ${errors.join('; ') || 'no reason given'}.`);
  }
  return check(answerSchema, value, 'The answer');
}

// ---------------------------------------------------------------------------------------------
// Periods, requests and the stored snapshot

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

const dateMessage = expected('null or a date (YYYY-MM-DD)');

/** One period of the snapshot; its answer is checked on its own, so that a fault names its period first. */
const periodSchema = object({
  from: v.union([v.null(), v.pipe(v.string(), v.regex(ISO_DATE, dateMessage))], dateMessage),
  answer: v.unknown(),
});

const snapshotSchema = object({
  fetchedAt: v.pipe(
    v.string(expected('a string')),
    v.check((s) => ISO_TIME.test(s) && !Number.isNaN(Date.parse(s)), expected('an ISO 8601 time')),
  ),
  source: v.string(expected('a string')),
  top: count,
  periods: object(
    Object.fromEntries(PERIODS.map((period) => [period, periodSchema])) as Record<PeriodId, typeof periodSchema>,
  ),
});

/** Checks a stored snapshot, answers included. Throws a `UsageDataError` naming the first fault. */
export function parseUsageSnapshot(value: unknown): UsageSnapshot {
  const {periods: raw, ...rest} = check(snapshotSchema, value, 'The snapshot');
  const periods = {} as Record<PeriodId, PeriodUsage>;
  for (const period of PERIODS) {
    const {from, answer} = raw[period];
    if (answer === undefined) throw new UsageDataError(`${at(at('periods', period), 'answer')} is missing.`);
    try {
      periods[period] = {from, answer: parseUsageAnswer(answer)};
    } catch (error) {
      if (!(error instanceof UsageDataError)) throw error;
      throw new UsageDataError(`${at(at('periods', period), 'answer')}: ${error.message}`, {cause: error});
    }
  }
  return {...rest, periods};
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
