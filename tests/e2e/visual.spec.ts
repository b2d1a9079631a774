/**
 * Visual snapshots: the window's view of one page of each template, on a phone (390px) and a
 * laptop (1280px), in light and dark mode, compared with the baselines committed in
 * `tests/e2e/__screenshots__/` (tolerance and stabilisation in playwright.config.ts). After an
 * intended change of the look, regenerate them and review the new images before committing:
 *
 *   npx playwright test tests/e2e/visual.spec.ts --update-snapshots
 *
 * visual.css is drawn into each snapshot: it empties the blog's "Recent posts" column.
 */
import {join} from 'node:path';

import {expect, test} from './fixtures';
import {openTemplate, TEMPLATES} from './templates';

const STYLE = join(__dirname, 'visual.css');
const VIEWPORTS = {phone: {width: 390, height: 844}, laptop: {width: 1280, height: 800}} as const;

// Each template's four views in one test, one load each: a test for each would cost as much again
// as a load (the tab reset and its caches emptied, playwright.config.ts). A view that differs fails the test
// without stopping the others (`expect.soft`), so one run reports every changed image.
for (const {name, path} of TEMPLATES) {
  test(`${name} (${path}) looks as approved on a phone and a laptop, in light and dark mode`, async ({page}) => {
    test.slow();
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      for (const mode of ['light', 'dark'] as const) {
        await page.goto('about:blank');
        await page.setViewportSize(viewport);
        await openTemplate(page, path, mode);
        const file = `${name.replace(/\W+/g, '-')}-${viewportName}-${mode}.png`;
        await expect.soft(page, file).toHaveScreenshot(file, {stylePath: STYLE});
      }
    }
  });
}
