/**
 * The `.packit.yaml` checker: an editor (paste, type, drop or pick a file), validated in a Web
 * Worker with the same schema and messages as the site's tests, with each problem's position
 * marked in the editor and linked to the reference. Nothing is sent anywhere.
 */
import React, {lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Link from '@docusaurus/Link';

import type {CheckResult, LocatedProblem, Summary} from '../../packit-config/check';
import {FULL_EXAMPLE, MINIMAL_EXAMPLE} from '../../packit-config/examples';
import {PACKIT_VERSION} from '../../packit-config/version';
import type {EditorHandle, Mark} from './Editor';
import {decodeFragment, encodeFragment} from './share';
import {useChecker} from './useChecker';
import ShareNotice from '../ShareNotice';
import status from '@site/src/css/check-status.module.css';
import styles from './styles.module.css';

/** The file names packit reads. */
const FILE_NAMES = ['.packit.yaml', '.packit.yml', 'packit.yaml', 'packit.yml'];

/** What the empty editor shows. */
const HINT = 'specfile_path: hello.spec\njobs:\n  - job: copr_build\n    trigger: pull_request';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The editor, in a chunk of its own that only the browser loads: pages that link here prefetch
 * this page's chunk, and CodeMirror need not come with it. Until it is there, its hint holds the place.
 */
const Editor = lazy(() => import('./Editor'));

function marksOf(result: CheckResult | undefined): Mark[] {
  if (!result || result.status === 'valid') return [];
  if (result.status === 'syntax') return [{line: result.line, tone: 'syntax'}];
  return [...new Set(result.problems.map((p) => p.line))].map((line) => ({line, tone: 'error'}));
}

function SummaryView({summary}: {summary: Summary}): ReactNode {
  return (
    <dl className={styles.summary}>
      <dt>{summary.packages.length === 1 ? 'Package' : 'Packages'}</dt>
      <dd>
        {summary.packages.map((p, i) => (
          <React.Fragment key={p}>
            {i > 0 && ', '}
            <code>{p}</code>
          </React.Fragment>
        ))}
      </dd>
      <dt>Jobs</dt>
      <dd>
        {summary.jobs.length === 0 ? (
          'none listed (the service runs the default jobs)'
        ) : (
          <ul>
            {summary.jobs.map((j) => (
              <li key={`${j.job} ${j.trigger}`}>
                {j.count} × <code>{j.job}</code> on <code>{j.trigger}</code>
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>Targets</dt>
      <dd>{summary.targets.length === 0 ? 'the defaults' : summary.targets.map((t) => <code key={t}>{t}</code>)}</dd>
      {summary.branches.length > 0 && (
        <>
          <dt>Dist-git branches</dt>
          <dd>
            {summary.branches.map((b) => (
              <code key={b}>{b}</code>
            ))}
          </dd>
        </>
      )}
    </dl>
  );
}

function ProblemItem({problem, onShow}: {problem: LocatedProblem; onShow: (line: number) => void}): ReactNode {
  return (
    <li className={styles.problem} data-kind={problem.kind}>
      <button
        type="button"
        className={styles.position}
        onClick={() => {
          onShow(problem.line);
        }}
      >
        Line {problem.line + 1}, column {problem.column + 1}
      </button>{' '}
      <code className={styles.path}>{problem.path}</code>: <span className={styles.message}>{problem.message}</span>{' '}
      <Link to={problem.link} className={styles.reference}>
        Reference
      </Link>
    </li>
  );
}

/** What packit loads but warns about or ignores; shown under the verdict. */
function WarningList({
  warnings,
  onShow,
}: {
  warnings: readonly LocatedProblem[];
  onShow: (line: number) => void;
}): ReactNode {
  if (warnings.length === 0) return null;
  return (
    <div data-status="warnings">
      <p>
        <strong>{plural(warnings.length, 'warning')}:</strong> packit loads these, but not as they read.
      </p>
      <ul className={styles.problems}>
        {warnings.map((p, i) => (
          <ProblemItem key={`${i} ${p.text}`} problem={p} onShow={onShow} />
        ))}
      </ul>
    </div>
  );
}

function ResultView({
  text,
  result,
  failed,
  onShow,
}: {
  text: string;
  result: CheckResult | undefined;
  failed: boolean;
  onShow: (line: number) => void;
}): ReactNode {
  if (failed) return <p className={status.syntax}>The checker could not start in this browser.</p>;
  if (!result) return <p>Loading the checker…</p>;
  if (text.trim() === '' && result.status === 'valid') {
    return <p>Paste a configuration, drop a file here or load an example.</p>;
  }
  switch (result.status) {
    case 'syntax':
      return (
        <div className={`${status.box} ${status.syntax}`} data-status="syntax">
          <p>
            <strong>This is not valid YAML</strong> (line {result.line + 1}, column {result.column + 1}):{' '}
            {result.message}.{' '}
            <button
              type="button"
              className={styles.position}
              onClick={() => {
                onShow(result.line);
              }}
            >
              Show the line
            </button>
          </p>
        </div>
      );
    case 'invalid':
      return (
        <div className={`${status.box} ${status.invalid}`} data-status="invalid">
          <p>
            <strong>
              {plural(result.total, 'problem')} for packit {PACKIT_VERSION}.
            </strong>
            {result.total > result.problems.length && ` The first ${result.problems.length} are listed.`}
          </p>
          <ul className={styles.problems}>
            {result.problems.map((p, i) => (
              <ProblemItem key={`${i} ${p.text}`} problem={p} onShow={onShow} />
            ))}
          </ul>
          <WarningList warnings={result.warnings} onShow={onShow} />
        </div>
      );
    case 'valid':
      return (
        <div className={`${status.box} ${status.valid}`} data-status="valid">
          <p>
            <strong>Valid:</strong> packit {PACKIT_VERSION} accepts this configuration.
          </p>
          <SummaryView summary={result.summary} />
          <WarningList warnings={result.warnings} onShow={onShow} />
        </div>
      );
  }
}

export default function ConfigChecker(): ReactNode {
  const [text, setText] = useState('');
  const [notice, setNotice] = useState('');
  const [dragging, setDragging] = useState(false);
  const [shareLink, setShareLink] = useState<string>();
  const editor = useRef<EditorHandle>(null);
  const {result, ms, failed} = useChecker(text);

  // A shared link: restore its configuration once.
  useEffect(() => {
    void decodeFragment(window.location.hash).then((shared) => {
      if (shared !== undefined) {
        setText(shared);
        setNotice('Loaded the configuration from the link.');
      }
    });
  }, []);

  const readFile = useCallback(async (file: File) => {
    const content = await file.text();
    setText(content);
    setShareLink(undefined);
    const usual = FILE_NAMES.includes(file.name);
    setNotice(
      `Read ${file.name} (${plural(content.split('\n').length, 'line')}).` +
        (usual ? '' : ` Packit reads only ${FILE_NAMES.join(', ')}: rename the file in your repository.`),
    );
  }, []);

  const show = useCallback((line: number) => {
    editor.current?.show(line);
  }, []);

  const copyLink = useCallback(async () => {
    const fragment = await encodeFragment(text);
    const url = `${window.location.origin}${window.location.pathname}#${fragment}`;
    window.history.replaceState(null, '', url);
    setShareLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setNotice(`Link copied (${plural(url.length, 'character')}). Whoever opens it sees this configuration.`);
    } catch {
      setNotice('Copying was not allowed here: the link is in the address bar and below.');
    }
  }, [text]);

  const load = (example: string, name: string) => {
    setText(example);
    setShareLink(undefined);
    setNotice(`Loaded the ${name} example.`);
  };

  const marks = useMemo(() => marksOf(result), [result]);
  const hint = (
    <pre className={styles.serverHint} aria-hidden="true">
      {HINT}
    </pre>
  );

  return (
    <section className={styles.checker} aria-label="Configuration checker">
      <div className={styles.toolbar}>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            load(MINIMAL_EXAMPLE.text, 'minimal');
          }}
        >
          Minimal example
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            load(FULL_EXAMPLE.text, 'full');
          }}
        >
          Full example
        </button>
        <label className="button button--secondary button--sm">
          Open a file…
          <input
            type="file"
            accept=".yaml,.yml"
            className={styles.fileInput}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void readFile(file);
              event.target.value = '';
            }}
          />
        </label>
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={text === ''}
          onClick={() => void copyLink()}
        >
          Copy link
        </button>
      </div>
      <div
        className={styles.editor}
        data-dragging={dragging}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer.files[0];
          if (file) void readFile(file);
        }}
      >
        <BrowserOnly fallback={hint}>
          {() => (
            <Suspense fallback={hint}>
              <Editor
                ref={editor}
                value={text}
                marks={marks}
                label="Your .packit.yaml"
                hint={HINT}
                onChange={(changed) => {
                  setText(changed);
                  setShareLink(undefined);
                }}
              />
            </Suspense>
          )}
        </BrowserOnly>
      </div>
      <ShareNotice notice={notice} shareLink={shareLink} label="Link to this configuration" />
      <section className={styles.result} aria-live="polite" aria-label="Result of the check" data-ms={ms?.toFixed(1)}>
        <ResultView text={text} result={result} failed={failed} onShow={show} />
      </section>
    </section>
  );
}
