import {formatCount, type NamedCount, type UsageSummary as Summary} from '@site/src/usage';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

function Breakdown({rows, label}: {rows: readonly NamedCount[]; label: string}): ReactNode {
  if (rows.length === 0) return null;
  return (
    <table className={styles.breakdown} aria-label={label}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{formatCount(row.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface CardProps {
  readonly title: string;
  readonly figure: number;
  readonly note: string;
  readonly rows: readonly NamedCount[];
  readonly rowsLabel: string;
}

function Card({title, figure, note, rows, rowsLabel}: CardProps): ReactNode {
  return (
    <div className={styles.card}>
      <Heading as="h3">{title}</Heading>
      <p className={styles.figure}>{formatCount(figure)}</p>
      <p className={styles.note}>{note}</p>
      <Breakdown rows={rows} label={rowsLabel} />
    </div>
  );
}

/** The period's headline figures: active projects, all projects and events handled, with their breakdowns. */
export default function UsageSummary({summary, periodPhrase}: {summary: Summary; periodPhrase: string}): ReactNode {
  return (
    <section className={styles.summary} aria-labelledby="usage-summary">
      <Heading as="h2" id="usage-summary">
        Summary
      </Heading>
      <div className={styles.cards}>
        <Card
          title="Active projects"
          figure={summary.activeProjects}
          note={`Projects with at least one pipeline ${periodPhrase}, by forge:`}
          rows={summary.activeByForge}
          rowsLabel="Active projects by forge"
        />
        <Card
          title="Projects"
          figure={summary.allProjects}
          note="Projects the service knows, whatever the period, by forge:"
          rows={summary.allByForge}
          rowsLabel="Projects by forge"
        />
        <Card
          title="Events handled"
          figure={summary.eventsHandled}
          note={`Events that started at least one pipeline ${periodPhrase}, by kind:`}
          rows={summary.events}
          rowsLabel="Events handled by kind"
        />
      </div>
    </section>
  );
}
