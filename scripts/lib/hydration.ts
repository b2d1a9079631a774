import type {Page} from '@playwright/test';

/**
 * Runs in the page, before its own scripts (`addInitScript(noteHydrationTime)`): notes when React
 * has hydrated it, the moment Docusaurus sets `data-has-hydrated` on `<html>`, as wall-clock
 * milliseconds like Playwright's `request.timing().startTime`. Self-contained: Playwright sends
 * its source to the browser.
 */
export function noteHydrationTime(): void {
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hasHydrated !== 'true') return;
    (window as unknown as {hydratedAt: number}).hydratedAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
}

/** Waits until the page has hydrated and returns when it did (see noteHydrationTime). */
export async function hydrationTime(page: Page): Promise<number> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  return page.evaluate(() => (window as unknown as {hydratedAt: number}).hydratedAt);
}
