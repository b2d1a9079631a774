import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, it} from 'node:test';

import {loadUsageSnapshot} from '../../src/plugins/usage-data';
import {
  eventLabel,
  fetchUsageAnswer,
  formatCount,
  formatDate,
  groupByNamespace,
  JOB_KINDS,
  jobChart,
  jobCharts,
  pageSnapshot,
  parseUsageAnswer,
  parseUsageSnapshot,
  periodStart,
  rankProjects,
  splitProjectUrl,
  usageApiUrl,
  UsageDataError,
  UsageFetchError,
  usageSummary,
  type UsageAnswer,
  type UsageSnapshot,
} from '../../src/usage';

const fixtureText = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'usage-api.json'), 'utf8');
type JsonObject = Record<string, unknown>;

/** A fresh copy of the fixture, as plain JSON. */
const raw = (): JsonObject => JSON.parse(fixtureText) as JsonObject;

const DELETE = Symbol('delete');

/** A copy of `value` (the fixture by default) with the value at `path` replaced, or deleted. */
function changed(path: readonly string[], to: unknown, value: JsonObject = raw()): JsonObject {
  let node = value;
  for (const key of path.slice(0, -1)) node = node[key] as JsonObject;
  const last = path.at(-1) ?? '';
  if (to === DELETE) Reflect.deleteProperty(node, last);
  else node[last] = to;
  return value;
}

const answer: UsageAnswer = parseUsageAnswer(raw());

const rejects = (value: unknown, message: RegExp) => {
  assert.throws(
    () => parseUsageAnswer(value),
    (error: unknown) => error instanceof UsageDataError && message.test(error.message),
  );
};

describe('parseUsageAnswer', () => {
  it('reads the fixture, which has the shape of packit-service get_usage_data()', () => {
    assert.equal(answer.all_projects.project_count, 31250);
    assert.equal(answer.all_projects.instances['src.fedoraproject.org'], 23073);
    assert.equal(answer.active_projects.project_count, 412);
    assert.equal(answer.active_projects.top_projects_by_events_handled['https://github.com/systemd/systemd'], 2410);
    assert.equal(answer.events.pull_request?.events_handled, 18250);
    assert.deepEqual(Object.keys(answer.jobs).sort(), [...JOB_KINDS].sort());
    assert.equal(answer.jobs.copr_build_groups.job_runs, 25000);
    assert.equal(answer.jobs.tft_test_run_groups.top_projects_by_job_runs['https://github.com/teemtee/tmt'], 22136);
    assert.equal(answer.jobs.srpm_builds.per_event, undefined);
  });

  it('keeps per_event as older services sent it, and leaves out job kinds it does not know', () => {
    const value = changed(['jobs', 'srpm_builds', 'per_event'], {
      pull_request: {job_runs: 3, top_projects_by_job_runs: {'https://github.com/packit/ogr': 3}},
      issue: {job_runs: 0, top_projects_by_job_runs: {}},
    });
    changed(['jobs', 'some_new_jobs'], {job_runs: 1, top_projects_by_job_runs: {}}, value);
    const parsed = parseUsageAnswer(value);
    assert.equal(parsed.jobs.srpm_builds.per_event?.pull_request?.job_runs, 3);
    assert.deepEqual(parsed.jobs.srpm_builds.per_event.issue?.top_projects_by_job_runs, {});
    assert.equal(Object.hasOwn(parsed.jobs, 'some_new_jobs'), false);
  });

  it('names a missing key', () => {
    rejects(changed(['jobs'], DELETE), /^jobs is missing\.$/);
    rejects(changed(['jobs', 'koji_build_groups'], DELETE), /^jobs\.koji_build_groups is missing\.$/);
    rejects(
      changed(['jobs', 'sync_release_runs', 'top_projects_by_job_runs'], DELETE),
      /^jobs\.sync_release_runs\.top_projects_by_job_runs is missing\.$/,
    );
    rejects(changed(['active_projects', 'project_count'], DELETE), /^active_projects\.project_count is missing\.$/);
    rejects(changed(['events', 'release', 'events_handled'], DELETE), /^events\.release\.events_handled is missing\.$/);
  });

  it('names a key of the wrong type, and what it got', () => {
    rejects(
      changed(['jobs', 'srpm_builds', 'job_runs'], '48210'),
      /^jobs\.srpm_builds\.job_runs: expected a count .*got the string "48210"\.$/,
    );

    rejects(
      changed(['all_projects', 'project_count'], -1),
      /^all_projects\.project_count: expected a count .*got number -1\.$/,
    );

    rejects(changed(['events', 'issue', 'events_handled'], 2.5), /^events\.issue\.events_handled: expected a count/);

    rejects(
      changed(['jobs', 'copr_build_groups', 'top_projects_by_job_runs', 'https://github.com/packit/ogr'], null),
      /^jobs\.copr_build_groups\.top_projects_by_job_runs\["https:\/\/github\.com\/packit\/ogr"\]: expected a count .*got null\.$/,
    );

    rejects(
      changed(['all_projects', 'instances'], ['github.com']),
      /^all_projects\.instances: expected an object, got an array\.$/,
    );
  });

  it('refuses what is not an answer at all', () => {
    rejects(null, /^The answer: expected an object, got null\.$/);
    rejects([], /^The answer: expected an object, got an array\.$/);
    rejects('<html>', /^The answer: expected an object, got the string "<html>"\.$/);
    rejects({}, /^all_projects is missing\.$/);
    rejects({errors: ['From timestamp: invalid format']}, /refused the request: From timestamp: invalid format\.$/);
  });
});

describe('projects and namespaces', () => {
  it('split a project URL into forge, namespace and name', () => {
    assert.deepEqual(splitProjectUrl('https://github.com/packit/ogr'), {
      url: 'https://github.com/packit/ogr',
      forge: 'github.com',
      namespace: 'packit',
      name: 'ogr',
    });
    assert.deepEqual(splitProjectUrl('https://gitlab.com/redhat/centos-stream/rpms/python-specfile'), {
      url: 'https://gitlab.com/redhat/centos-stream/rpms/python-specfile',
      forge: 'gitlab.com',
      namespace: 'redhat/centos-stream/rpms',
      name: 'python-specfile',
    });
    assert.equal(splitProjectUrl('https://src.fedoraproject.org/rpms/python-ogr').namespace, 'rpms');
    assert.equal(splitProjectUrl('https://github.com/packit/ogr.git/').name, 'ogr');
    assert.deepEqual(splitProjectUrl('not a url'), {url: 'not a url', forge: '', namespace: '', name: 'not a url'});
  });

  it('rank projects by count, then by URL, and leave out zeros', () => {
    const ranked = rankProjects({
      'https://github.com/b/y': 5,
      'https://github.com/a/x': 5,
      'https://github.com/c/z': 9,
      'https://github.com/d/w': 0,
    });
    assert.deepEqual(
      ranked.map((p) => [p.url, p.count]),
      [
        ['https://github.com/c/z', 9],
        ['https://github.com/a/x', 5],
        ['https://github.com/b/y', 5],
      ],
    );
  });

  it('group projects by forge and namespace; the same namespace on two forges stays apart', () => {
    const groups = groupByNamespace(
      rankProjects({
        'https://github.com/packit/ogr': 4,
        'https://github.com/packit/packit': 6,
        'https://gitlab.com/packit/hello': 20,
      }),
    );
    assert.deepEqual(
      groups.map((g) => [g.id, g.label, g.count, g.projects.map((p) => p.name)]),
      [
        ['gitlab.com/packit', 'gitlab.com/packit', 20, ['hello']],
        ['github.com/packit', 'packit', 10, ['packit', 'ogr']],
      ],
    );
  });
});

describe('jobChart', () => {
  it('gives the total of the answer and the top namespaces with their projects', () => {
    const chart = jobChart(answer, 'copr_build_groups', 12);
    assert.equal(chart.label, 'Copr build groups');
    assert.equal(chart.total, 25000);
    assert.equal(chart.listedProjects, 7);
    assert.equal(chart.otherNamespaces, 0);
    assert.deepEqual(
      chart.namespaces.map((n) => [n.label, n.count]),
      [
        ['osbuild', 13200],
        ['systemd', 6000],
        ['packit', 860],
        ['gitlab.com/packit-service', 30],
        ['gitlab.com/redhat/centos-stream/rpms', 12],
      ],
    );
    assert.deepEqual(
      chart.namespaces[0]?.projects.map((p) => [p.name, p.count]),
      [
        ['osbuild-composer', 9400],
        ['osbuild', 3800],
      ],
    );
  });

  it('keeps at most the namespaces asked for and counts the others', () => {
    const chart = jobChart(answer, 'copr_build_groups', 2);
    assert.deepEqual(
      chart.namespaces.map((n) => n.label),
      ['osbuild', 'systemd'],
    );
    assert.equal(chart.otherNamespaces, 3);
  });

  it('shows no number that is not in the answer, or a sum of its projects', () => {
    for (const chart of jobCharts(answer, 12)) {
      const job = answer.jobs[chart.kind];
      assert.equal(chart.total, job.job_runs);
      for (const ns of chart.namespaces) {
        for (const p of ns.projects) assert.equal(p.count, job.top_projects_by_job_runs[p.url], p.url);
        assert.equal(
          ns.count,
          ns.projects.reduce((sum, p) => sum + p.count, 0),
        );
      }
    }
  });

  it('has one chart per job kind, in page order, and copes with a kind that did not run', () => {
    assert.deepEqual(
      jobCharts(answer, 12).map((c) => c.kind),
      [...JOB_KINDS],
    );
    const value = changed(['jobs', 'vm_image_build_targets'], {job_runs: 0, top_projects_by_job_runs: {}});
    const chart = jobChart(parseUsageAnswer(value), 'vm_image_build_targets', 12);
    assert.equal(chart.total, 0);
    assert.deepEqual(chart.namespaces, []);
    assert.equal(chart.listedProjects, 0);
  });
});

describe('usageSummary', () => {
  it('gives active projects, projects by forge and events handled', () => {
    const summary = usageSummary(answer);
    assert.equal(summary.activeProjects, 412);
    assert.equal(summary.allProjects, 31250);
    assert.deepEqual(
      summary.allByForge.map((f) => [f.label, f.count]),
      [
        ['src.fedoraproject.org', 23073],
        ['github.com', 8120],
        ['gitlab.com', 54],
        ['gitlab.gnome.org', 3],
      ],
    );
    assert.deepEqual(
      summary.activeByForge.map((f) => f.key),
      ['github.com', 'src.fedoraproject.org', 'gitlab.com'],
    );
    assert.equal(summary.eventsHandled, 18250 + 2104 + 640 + 21 + 35 + 180 + 0);
    assert.deepEqual(summary.events[0], {key: 'pull_request', label: 'Pull requests', count: 18250});
    assert.equal(summary.events.length, 7);
  });

  it('names event types, also those it does not know', () => {
    assert.equal(eventLabel('branch_push'), 'Branch pushes');
    assert.equal(eventLabel('some_new_event'), 'Some new event');
  });
});

describe('periods and requests', () => {
  it('start all time nowhere and the last 12 months a year back (UTC)', () => {
    assert.equal(periodStart('all-time', new Date('2025-11-10T17:05:12Z')), null);
    assert.equal(periodStart('last-12-months', new Date('2025-11-10T17:05:12Z')), '2024-11-10');
    assert.equal(periodStart('last-12-months', new Date('2025-01-01T00:30:00+02:00')), '2023-12-31');
    assert.equal(periodStart('last-12-months', new Date('2024-02-29T12:00:00Z')), '2023-03-01');
  });

  it('ask the API with top and from', () => {
    assert.equal(
      usageApiUrl('https://prod.packit.dev/api/usage', {top: 100, from: null}),
      'https://prod.packit.dev/api/usage?top=100',
    );
    assert.equal(
      usageApiUrl('https://prod.packit.dev/api/usage', {top: 50, from: '2024-11-10'}),
      'https://prod.packit.dev/api/usage?top=50&from=2024-11-10',
    );
  });
});

const snapshotValue = (): JsonObject => ({
  fetchedAt: '2025-11-10T17:05:12.345Z',
  source: 'https://prod.packit.dev/api/usage',
  top: 100,
  periods: {
    'all-time': {from: null, answer: raw()},
    'last-12-months': {from: '2024-11-10', answer: raw()},
  },
});

describe('pageSnapshot', () => {
  it('keeps every number the page shows and empties the top projects it does not show', () => {
    const value = changed(['jobs', 'srpm_builds', 'per_event'], {}, raw());
    const snapshot = parseUsageSnapshot({
      ...snapshotValue(),
      periods: {...(snapshotValue().periods as JsonObject), 'all-time': {from: null, answer: value}},
    });
    const compact = pageSnapshot(snapshot);
    assert.equal(compact.fetchedAt, snapshot.fetchedAt);
    for (const period of ['all-time', 'last-12-months'] as const) {
      const full = snapshot.periods[period].answer;
      const page = compact.periods[period].answer;
      assert.equal(compact.periods[period].from, snapshot.periods[period].from);
      assert.deepEqual(usageSummary(page), usageSummary(full));
      assert.deepEqual(jobCharts(page, 12), jobCharts(full, 12));
      assert.deepEqual(page.active_projects.top_projects_by_events_handled, {});
      assert.ok(Object.values(page.events).every((e) => Object.keys(e.top_projects).length === 0));
      assert.equal(page.jobs.srpm_builds.per_event, undefined);
      // What the plugin hands over still passes the page's check.
      assert.deepEqual(parseUsageSnapshot(JSON.parse(JSON.stringify(compact))), compact);
    }
  });
});

describe('parseUsageSnapshot', () => {
  it('reads a snapshot with both periods', () => {
    const snapshot: UsageSnapshot = parseUsageSnapshot(snapshotValue());
    assert.equal(snapshot.fetchedAt, '2025-11-10T17:05:12.345Z');
    assert.equal(snapshot.periods['last-12-months'].from, '2024-11-10');
    assert.deepEqual(snapshot.periods['all-time'].answer, answer);
  });

  it('names what is wrong', () => {
    const fault = (path: readonly string[], to: unknown, message: RegExp) => {
      const value = changed(path, to, snapshotValue());
      assert.throws(
        () => parseUsageSnapshot(value),
        (e: unknown) => e instanceof UsageDataError && message.test(e.message),
      );
    };
    fault(['fetchedAt'], DELETE, /^fetchedAt is missing\.$/);
    fault(['fetchedAt'], 'yesterday', /^fetchedAt: expected an ISO 8601 time/);
    fault(['periods', 'last-12-months'], DELETE, /^periods\["last-12-months"\] is missing\.$/);
    fault(['periods', 'all-time', 'from'], '10/11/2024', /^periods\["all-time"\]\.from: expected null or a date/);
    fault(
      ['periods', 'all-time', 'answer', 'jobs', 'srpm_builds'],
      DELETE,
      /^periods\["all-time"\]\.answer: jobs\.srpm_builds is missing\.$/,
    );
  });
});

type FakeFetch = (url: string, init: RequestInit) => Promise<Response>;

const answering =
  (body: string, status = 200): FakeFetch =>
  () =>
    Promise.resolve(new Response(body, {status, headers: {'Content-Type': 'application/json'}}));

/** Never answers; gives up when its signal aborts, as fetch does. */
const hanging: FakeFetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => {
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  });

const failsWith = async (promise: Promise<unknown>, kind: UsageFetchError['kind'], message?: RegExp) => {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof UsageFetchError, String(error));
    assert.equal(error.kind, kind);
    if (message) assert.match(error.message, message);
    return true;
  });
};

describe('fetchUsageAnswer', () => {
  const url = 'https://prod.packit.dev/api/usage?top=100';

  it('returns the checked answer', async () => {
    let asked = '';
    const result = await fetchUsageAnswer(url, {
      timeoutMs: 1000,
      fetch: (u, init) => {
        asked = u;
        return answering(fixtureText)(u, init);
      },
    });
    assert.equal(asked, url);
    assert.deepEqual(result, answer);
  });

  it('fails with the HTTP status on an error answer', async () => {
    const promise = fetchUsageAnswer(url, {timeoutMs: 1000, fetch: answering('{"error": "boom"}', 500)});
    await failsWith(promise, 'http', /HTTP 500/);
    await promise.catch((e: unknown) => {
      assert.equal((e as UsageFetchError).status, 500);
    });
    await failsWith(fetchUsageAnswer(url, {timeoutMs: 1000, fetch: answering('', 404)}), 'http', /HTTP 404/);
  });

  it('fails as a network failure when the request does not get through', async () => {
    const fetch: FakeFetch = () => Promise.reject(new TypeError('fetch failed'));
    await failsWith(fetchUsageAnswer(url, {timeoutMs: 1000, fetch}), 'network', /Could not reach/);
  });

  it('fails as malformed on what is not JSON or not an answer', async () => {
    await failsWith(fetchUsageAnswer(url, {timeoutMs: 1000, fetch: answering('{"all_projects": ')}), 'malformed');
    await failsWith(
      fetchUsageAnswer(url, {timeoutMs: 1000, fetch: answering('{"jobs": {}}')}),
      'malformed',
      /all_projects is missing/,
    );
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    await failsWith(fetchUsageAnswer(url, {timeoutMs: 50, fetch: hanging}), 'timeout', /within 0\.05 s/);
    assert.ok(Date.now() - started < 2000);
  });

  it('stops when its caller aborts', async () => {
    const controller = new AbortController();
    const promise = fetchUsageAnswer(url, {timeoutMs: 10_000, fetch: hanging, signal: controller.signal});
    controller.abort();
    await failsWith(promise, 'aborted');
  });
});

describe('formatting', () => {
  it('writes counts and dates the same everywhere', () => {
    assert.equal(formatCount(1234567), '1,234,567');
    assert.equal(formatCount(0), '0');
    assert.equal(formatDate('2024-11-10'), '10 November 2024');
    assert.equal(formatDate('2025-11-10T23:59:00Z'), '10 November 2025');
    assert.equal(formatDate('not a date'), 'not a date');
  });
});

describe('the usage-data plugin', () => {
  const dir = mkdtempSync(join(tmpdir(), 'usage-data-'));
  after(() => {
    rmSync(dir, {recursive: true, force: true});
  });

  it('gives null without a snapshot file', async () => {
    assert.equal(await loadUsageSnapshot(join(dir, 'missing.json')), null);
  });

  it('gives the checked snapshot', async () => {
    const file = join(dir, 'usage.json');
    writeFileSync(file, JSON.stringify(snapshotValue()));
    const snapshot = await loadUsageSnapshot(file);
    assert.equal(snapshot?.fetchedAt, '2025-11-10T17:05:12.345Z');
  });

  it('warns and gives null for a file it cannot use', async (t) => {
    const warn = t.mock.method(console, 'warn', () => undefined);
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{"fetchedAt": ');
    assert.equal(await loadUsageSnapshot(file), null);
    writeFileSync(file, JSON.stringify({...snapshotValue(), top: 'many'}));
    assert.equal(await loadUsageSnapshot(file), null);
    assert.equal(warn.mock.callCount(), 2);
    assert.match(String(warn.mock.calls[1]?.arguments[0]), /broken\.json: top: expected a count/);
  });
});
