/**
 * axe-core on a page as its reader sees it, for the tests and `npm run a11y:sweep`.
 *
 * Legacy mode runs axe in the page itself: the default mode opens a second blank page to merge the
 * results of frames, which doubles the time of each check, and our pages have no frames.
 *
 * Axe finds the colours behind a text from the elements the browser reports at its place, and a
 * block that is not laid out yet (content-visibility in src/css/custom.css) reports none: axe then
 * computed colours that no reader ever sees (a table's code on #535355 where the page paints
 * #404042). Each block is laid out by the time a reader reaches it, so axe checks the page with
 * every block laid out, and the page is left as it was.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const laidOut = await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
  try {
    return (await new AxeBuilder({page}).setLegacyMode(true).analyze()).violations;
  } finally {
    await laidOut.evaluate((style) => {
      (style as Element).remove();
    });
  }
}
