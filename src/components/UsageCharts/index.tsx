import Link from '@docusaurus/Link';
import {links} from '@site/src/data/site';
import {
  fetchUsageAnswer,
  formatDate,
  jobCharts,
  parseUsageSnapshot,
  PERIOD_LABELS,
  PERIODS,
  periodStart,
  USAGE_TOP,
  usageApiUrl,
  usageSummary,
  UsageFetchError,
  type PeriodId,
  type UsageAnswer,
  type UsageSnapshot,
} from '@site/src/usage';
import clsx from 'clsx';
import {useEffect, useMemo, useState, type ReactNode} from 'react';

import JobUsage from './JobUsage';
import UsageSummary from './UsageSummary';
import styles from './styles.module.css';

/** How long the browser waits for the API before it says the data is unavailable. */
export const BROWSER_TIMEOUT_MS = 30_000;

/** How many namespaces a treemap shows. */
const MAX_NAMESPACES = 12;

interface Loaded {
  readonly status: 'loaded';
  readonly answer: UsageAnswer;
  readonly from: string | null;
  /** Set for the build's snapshot: when it was fetched. Null for an answer fetched by this page. */
  readonly snapshotAt: string | null;
}

type PeriodState = {readonly status: 'loading'} | Loaded | {readonly status: 'failed'; readonly error: UsageFetchError};

/**
 * The build's snapshot (route data of src/plugins/usage-data.ts), or null when there is none or it
 * is unusable.
 */
function useSnapshot(data: unknown): UsageSnapshot | null {
  return useMemo(() => {
    if (data === undefined || data === null) return null;
    try {
      return parseUsageSnapshot(data);
    } catch {
      return null;
    }
  }, [data]);
}

function failureReason(error: UsageFetchError): string {
  switch (error.kind) {
    case 'network':
      return 'The usage API could not be reached.';
    case 'http':
      return `The usage API answered with an error (HTTP ${error.status ?? 'error'}).`;
    case 'timeout':
      return `The usage API did not answer within ${BROWSER_TIMEOUT_MS / 1000} seconds.`;
    case 'malformed':
      return 'The usage API answered in a form this page does not understand.';
    case 'aborted':
      return 'The request was cancelled.';
  }
}

function Unavailable({error, onRetry}: {error: UsageFetchError; onRetry: () => void}): ReactNode {
  return (
    <div className={clsx('alert alert--warning', styles.message)} role="alert">
      <p>
        <strong>Usage data is unavailable right now.</strong> {failureReason(error)}
      </p>
      <p>
        The <Link href={`${links.dashboard}/usage`}>Packit dashboard</Link> shows the service&apos;s usage too.
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

function Loading(): ReactNode {
  return (
    <>
      <p role="status" className={styles.loading}>
        Loading usage data from the Packit API…
      </p>
      <noscript>
        <p>
          The usage charts need JavaScript. The <Link href={`${links.dashboard}/usage`}>Packit dashboard</Link> shows
          the service&apos;s usage too.
        </p>
      </noscript>
    </>
  );
}

function Usage({state, period}: {state: Loaded; period: PeriodId}): ReactNode {
  const {answer, from, snapshotAt} = state;
  const summary = useMemo(() => usageSummary(answer), [answer]);
  const charts = useMemo(() => jobCharts(answer, MAX_NAMESPACES), [answer]);
  const periodPhrase = from === null ? 'since the service started' : `since ${formatDate(from)}`;
  return (
    <div className={styles.usage}>
      <p className={styles.source}>
        {PERIOD_LABELS[period]}, {periodPhrase}:{' '}
        {snapshotAt === null
          ? 'figures just fetched from the usage API.'
          : `figures the usage API gave on ${formatDate(snapshotAt)}.`}
      </p>
      <UsageSummary summary={summary} periodPhrase={periodPhrase} />
      {charts.map((chart) => (
        <JobUsage key={chart.kind} chart={chart} periodPhrase={periodPhrase} />
      ))}
    </div>
  );
}

/**
 * The usage page's content: the build's snapshot when there is one, else the API's answer fetched
 * from the browser, for the period the reader picks. Every failure ends in a plain message.
 */
export default function UsageCharts({snapshot: data}: {readonly snapshot: unknown}): ReactNode {
  const snapshot = useSnapshot(data);
  const [period, setPeriod] = useState<PeriodId>('all-time');
  // Answers (or failures) fetched by the browser; a period without an entry is loading.
  const [fetched, setFetched] = useState<
    Partial<Record<PeriodId, Loaded | {status: 'failed'; error: UsageFetchError}>>
  >({});

  const fromSnapshot = snapshot?.periods[period];
  const state: PeriodState = fromSnapshot
    ? {status: 'loaded', answer: fromSnapshot.answer, from: fromSnapshot.from, snapshotAt: snapshot.fetchedAt}
    : (fetched[period] ?? {status: 'loading'});
  const mustFetch = !fromSnapshot && fetched[period] === undefined;

  useEffect(() => {
    if (!mustFetch) return undefined;
    const controller = new AbortController();
    const from = periodStart(period, new Date());
    fetchUsageAnswer(usageApiUrl(links.usageApi, {top: USAGE_TOP, from}), {
      timeoutMs: BROWSER_TIMEOUT_MS,
      signal: controller.signal,
    }).then(
      (answer) => {
        setFetched((previous) => ({...previous, [period]: {status: 'loaded', answer, from, snapshotAt: null}}));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure =
          error instanceof UsageFetchError
            ? error
            : new UsageFetchError('network', error instanceof Error ? error.message : String(error));
        setFetched((previous) => ({...previous, [period]: {status: 'failed', error: failure}}));
      },
    );
    return () => {
      controller.abort();
    };
  }, [mustFetch, period]);

  const retry = () => {
    setFetched((previous) => ({...previous, [period]: undefined}));
  };

  return (
    <div className={styles.charts} data-usage-source={snapshot ? 'snapshot' : 'api'}>
      <div className={clsx('button-group', styles.periods)} role="group" aria-label="Period">
        {PERIODS.map((id) => (
          <button
            key={id}
            type="button"
            className={clsx('button button--outline button--primary', id === period && 'button--active')}
            aria-pressed={id === period}
            onClick={() => {
              setPeriod(id);
            }}
          >
            {PERIOD_LABELS[id]}
          </button>
        ))}
      </div>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <Unavailable error={state.error} onRetry={retry} />}
      {state.status === 'loaded' && <Usage state={state} period={period} />}
    </div>
  );
}
