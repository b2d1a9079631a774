import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';

import styles from './styles.module.css';

/** Path of a page's Markdown twin: `/docs/guide` → `/docs/guide.md`. */
export const twinUrl = (permalink: string): string => `${permalink.replace(/\/+$/, '') || '/index'}.md`;

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const MESSAGES: Record<Status, string> = {
  idle: '',
  copying: '',
  copied: 'Copied',
  failed: 'Copy failed',
};

/** How long the confirmation stays, in milliseconds. */
const MESSAGE_MS = 4000;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Copies the text at `url`. Where ClipboardItem takes a promise, the write starts within the
 * click and the download fills it (Safari drops writes started after an await); elsewhere the
 * text is fetched first.
 */
async function copyFrom(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    const blob = fetchText(url).then((text) => new Blob([text], {type: 'text/plain'}));
    try {
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch (error) {
      // A failed download fails the write: report it rather than retry.
      await blob;
      if (!(error instanceof Error) || error.name !== 'NotAllowedError') throw error;
    }
  }
  await navigator.clipboard.writeText(await fetchText(url));
}

/**
 * "Copy page" and "View as Markdown" for a docs page or a post: the button copies the page's
 * Markdown twin, fetched on click only, and says so in a live region that keeps its place.
 */
export default function CopyPage({permalink}: {readonly permalink: string}): ReactNode {
  const href = useBaseUrl(twinUrl(permalink));
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(async () => {
    clearTimeout(timer.current);
    setStatus('copying');
    try {
      await copyFrom(href);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    timer.current = setTimeout(() => {
      setStatus('idle');
    }, MESSAGE_MS);
  }, [href]);

  return (
    <div className={styles.bar}>
      <span role="status" className={styles.status} data-status={status}>
        {MESSAGES[status]}
      </span>
      <button type="button" className={styles.button} onClick={() => void copy()} aria-busy={status === 'copying'}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
          {status === 'copied' ? (
            <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
          ) : (
            <path d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m0 16H8V7h11z" />
          )}
        </svg>
        Copy page
      </button>
      {/* `pathname://`: the twin is a file, not a route of the app (nor one the link checker knows). */}
      <Link className={styles.button} to={`pathname://${twinUrl(permalink)}`} target="_self" type="text/markdown">
        View as Markdown
      </Link>
    </div>
  );
}
