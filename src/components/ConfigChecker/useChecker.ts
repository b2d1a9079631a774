/**
 * Checks a configuration text in a Web Worker (checker.worker.ts) as it changes, a moment after
 * the last change; the checker page and the set-up page (/docs/setup) share it, so both show the
 * same verdict and messages.
 */
import {useEffect, useRef, useState} from 'react';

import type {CheckResult} from '../../packit-config/check';
import type {CheckRequest, CheckResponse} from './checker.worker';

/** Wait this long after the last keystroke before checking. */
const DEBOUNCE_MS = 150;

export function useChecker(text: string): {result?: CheckResult; ms?: number; failed: boolean} {
  const worker = useRef<Worker | undefined>(undefined);
  const latest = useRef(0);
  const [state, setState] = useState<{result?: CheckResult; ms?: number; failed: boolean}>({failed: false});

  useEffect(() => {
    const w = new Worker(new URL('./checker.worker.ts', import.meta.url));
    worker.current = w;
    w.addEventListener('message', (event: MessageEvent<CheckResponse>) => {
      if (event.data.id === latest.current) setState({result: event.data.result, ms: event.data.ms, failed: false});
    });
    w.addEventListener('error', () => {
      setState({failed: true});
    });
    return () => {
      w.terminate();
      worker.current = undefined;
    };
  }, []);

  useEffect(() => {
    const id = latest.current + 1;
    latest.current = id;
    const timer = window.setTimeout(() => {
      const request: CheckRequest = {id, text};
      worker.current?.postMessage(request);
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [text]);

  return state;
}
