import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {formatCount, type JobChart} from '@site/src/usage';
import Heading from '@theme/Heading';
import {lazy, Suspense, type ReactNode} from 'react';

import styles from './styles.module.css';

// recharts comes with the treemap only, in its own chunk, once the page runs in the browser.
const UsageTreemap = lazy(() => import('../UsageTreemap'));

function Chart({chart}: {chart: JobChart}): ReactNode {
  const placeholder = <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <ErrorBoundary
      fallback={() => (
        <p className={styles.chartError}>The chart could not be drawn; the table below has the same figures.</p>
      )}
    >
      <BrowserOnly fallback={placeholder}>
        {() => (
          <Suspense fallback={placeholder}>
            <UsageTreemap chart={chart} />
          </Suspense>
        )}
      </BrowserOnly>
    </ErrorBoundary>
  );
}

/** The text alternative of the treemap: one row per namespace, with its projects. */
function NamespaceTable({chart}: {chart: JobChart}): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Namespace</th>
          <th scope="col">{chart.unit}</th>
          <th scope="col">Projects</th>
        </tr>
      </thead>
      <tbody>
        {chart.namespaces.map((ns) => (
          <tr key={ns.id}>
            <th scope="row">{ns.label}</th>
            <td>{formatCount(ns.count)}</td>
            <td>{ns.projects.map((p) => `${p.name} (${formatCount(p.count)})`).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** One job kind: its total for the period and a treemap of its top namespaces and projects. */
export default function JobUsage({chart, periodPhrase}: {chart: JobChart; periodPhrase: string}): ReactNode {
  const headingId = `usage-${chart.kind.replace(/_/g, '-')}`;
  return (
    <section className={styles.job} aria-labelledby={headingId}>
      <Heading as="h2" id={headingId}>
        {chart.label}
      </Heading>
      <p className={styles.total}>
        <span className={styles.figure}>{formatCount(chart.total)}</span> {chart.unit} {periodPhrase}
      </p>
      <p className={styles.description}>{chart.description}</p>
      {chart.namespaces.length === 0 ? (
        <p>No project has any {chart.unit} in this period.</p>
      ) : (
        <figure className={styles.chart}>
          <Chart chart={chart} />
          <figcaption className={styles.caption}>
            Namespaces by {chart.unit}, summed over the {plural(chart.listedProjects, 'project', 'projects')} with the
            most {chart.unit} that the usage API lists
            {chart.otherNamespaces === 1 && ' (the namespace with the fewest is left out)'}
            {chart.otherNamespaces > 1 && ` (the ${formatCount(chart.otherNamespaces)} with the fewest are left out)`}.
            Each rectangle is a project, sized by its {chart.unit}.
          </figcaption>
          <details className={styles.details}>
            <summary>{chart.label}: the figures as a table</summary>
            <NamespaceTable chart={chart} />
          </details>
        </figure>
      )}
    </section>
  );
}
