/**
 * Counting React's renders in a page: a stand-in for the React DevTools hook, which React (in
 * production builds too) finds on the window when it starts and calls after each commit. Add
 * `COUNT_REACT_COMMITS` with `addInitScript`, before the page's scripts run. After each commit
 * the page's `onReactCommit`, if it has one, is called.
 */
import type {Page} from '@playwright/test';

export const COUNT_REACT_COMMITS = `
  globalThis.reactCommits = 0;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject: () => 1,
    onCommitFiberRoot: () => { globalThis.reactCommits++; globalThis.onReactCommit?.(); },
    onCommitFiberUnmount: () => {}, onPostCommitFiberRoot: () => {}, checkDCE: () => {},
  };
`;

/** How many times React has committed since the page started. */
export function reactCommits(page: Page): Promise<number> {
  return page.evaluate<number>('globalThis.reactCommits');
}
