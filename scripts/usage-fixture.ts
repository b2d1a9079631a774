/**
 * npm run usage:fixture [-- <file>]
 * Writes a usage snapshot of the size the production build reads (both periods, the API's full
 * 100 projects in every "top projects" map) with made-up, deterministic figures, to
 * tests/fixtures/usage-snapshot.json or <file>. Copy it to src/data/usage.json to build and
 * measure the site as the deploy builds it, without asking the API.
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';

import {
  JOB_KINDS,
  parseUsageSnapshot,
  PERIODS,
  USAGE_TOP,
  type Counts,
  type PeriodId,
  type PeriodUsage,
  type UsageAnswer,
  type UsageSnapshot,
} from '../src/usage';

const EVENTS = [
  'anitya_multiple_versions',
  'anitya_version',
  'branch_push',
  'issue',
  'koji_build_tag',
  'pull_request',
  'release',
];
const FORGES = ['github.com', 'gitlab.com', 'src.fedoraproject.org', 'gitlab.gnome.org'];

/** A small deterministic generator (mulberry32), so the fixture is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function projectUrl(next: () => number): string {
  const forge = FORGES[Math.floor(next() ** 2 * FORGES.length)] ?? 'github.com';
  const namespace = forge === 'src.fedoraproject.org' ? 'rpms' : `namespace-${Math.floor(next() * 60)}`;
  return `https://${forge}/${namespace}/project-${Math.floor(next() * 5000)}`;
}

/** `count` projects with falling figures that add up to about `total`. */
function top(next: () => number, count: number, total: number): Counts {
  const entries = new Map<string, number>();
  while (entries.size < count) {
    const rank = entries.size + 1;
    entries.set(projectUrl(next), Math.max(1, Math.round((total / (rank * 5)) * (0.8 + next() * 0.4))));
  }
  return Object.fromEntries(entries);
}

function answer(next: () => number, scale: number): UsageAnswer {
  const events = Object.fromEntries(
    EVENTS.map((type) => {
      const handled = Math.round(next() * 200_000 * scale);
      return [type, {events_handled: handled, top_projects: top(next, USAGE_TOP, handled)}];
    }),
  );
  const jobs = Object.fromEntries(
    JOB_KINDS.map((kind) => {
      const runs = Math.round((50_000 + next() * 900_000) * scale);
      return [kind, {job_runs: runs, top_projects_by_job_runs: top(next, USAGE_TOP, runs)}];
    }),
  );
  const instances = Object.fromEntries(FORGES.map((forge) => [forge, Math.round(next() * 20_000 * scale)]));
  return {
    all_projects: {project_count: Object.values(instances).reduce((a, b) => a + b, 0), instances},
    active_projects: {
      project_count: Math.round(3000 * scale),
      instances,
      top_projects_by_events_handled: top(next, USAGE_TOP, 500_000 * scale),
    },
    events,
    jobs: jobs as UsageAnswer['jobs'],
  };
}

function main(): void {
  const target = process.argv[2] ?? join(import.meta.dirname, '..', 'tests', 'fixtures', 'usage-snapshot.json');
  const next = random(20);
  const periods = Object.fromEntries(
    PERIODS.map((period): [PeriodId, PeriodUsage] =>
      period === 'all-time'
        ? [period, {from: null, answer: answer(next, 1)}]
        : [period, {from: '2025-11-10', answer: answer(next, 0.3)}],
    ),
  ) as Record<PeriodId, PeriodUsage>;
  const snapshot: UsageSnapshot = {
    fetchedAt: '2026-11-10T17:05:12.345Z',
    source: 'https://prod.packit.dev/api/usage',
    top: USAGE_TOP,
    periods,
  };
  // The fixture passes the build's own check.
  parseUsageSnapshot(JSON.parse(JSON.stringify(snapshot)));
  writeFileSync(target, `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(`usage:fixture: wrote ${target}`);
}

main();
