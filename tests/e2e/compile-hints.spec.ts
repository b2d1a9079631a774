/**
 * Chromium compiles the site's scripts off the main thread while they stream in
 * (src/plugins/compile-hints.ts), counted in a trace of a first visit.
 */
import {compiledFunctions} from '../../scripts/lib/compile-trace';
import {expect, hydrated, test} from './fixtures';

// A renderer that has run the scripts keeps some of them compiled (after two pages in the reused
// context, 67 functions compiled on the main thread instead of 148), which would flatter the share:
// each test gets a fresh context instead (playwright.config.ts).
test.use({reuseContext: false});

for (const path of ['/', '/docs/guide']) {
  test(`${path} has its functions compiled off the main thread, as its scripts stream in`, async ({browser, page}) => {
    // Without V8's compile hint, Chromium compiled about 1,500 functions of /docs/guide on the main
    // thread, each when first called, and a dozen scripts' top levels off it.
    const {main, background} = await compiledFunctions(browser, page, async () => {
      await page.goto(path);
      await hydrated(page);
    });
    expect(background, 'functions compiled off the main thread').toBeGreaterThan(1000);
    expect(main / (main + background), 'share compiled on the main thread').toBeLessThan(0.1);
  });
}
