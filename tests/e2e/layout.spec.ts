/**
 * Where things are drawn: one page of each template at eleven window widths, from a small phone
 * to a large monitor. At every width no two visible navbar items overlap, no navbar item lies
 * outside the window or is cut off, the brand's title shows on desktop widths (from 997px), and
 * the document never scrolls sideways (wide tables and code blocks scroll inside their own box).
 *
 * `LAYOUT_EXTRA_NAVBAR_ITEM="some long label"` adds an item with that label to the navbar before
 * each check, to see the checks fail on a navbar that does not fit (the last test does the same).
 */
import type {Page} from '@playwright/test';

import {expect, test} from './fixtures';
import {openTemplate, TEMPLATES} from './templates';

const WIDTHS = [320, 390, 768, 996, 997, 1024, 1100, 1280, 1366, 1440, 1920] as const;

/** The first desktop width: from here the navbar shows its items instead of the menu button. */
const DESKTOP = 997;

/** Adds an item with `label` as the first item of the navbar's right side. */
async function addNavbarItem(page: Page, label: string): Promise<void> {
  await page.evaluate((text) => {
    const item = document.createElement('a');
    item.className = 'navbar__item navbar__link';
    item.href = '/';
    item.textContent = text;
    document.querySelector('.navbar__items--right')?.prepend(item);
  }, label);
}

/**
 * What is wrong with the layout as drawn: overlapping, clipped or off-window navbar items, a
 * hidden brand title on a desktop width, a document wider than the window. Empty when all is well.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((desktop) => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const name = (el: Element) =>
      (el.getAttribute('aria-label') ?? el.querySelector('[aria-label]')?.getAttribute('aria-label') ?? '') ||
      el.textContent.trim().replace(/\s+/g, ' ').slice(0, 40) ||
      (el.getAttribute('class') ?? '').slice(0, 40);
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return el.checkVisibility({visibilityProperty: true, opacityProperty: true}) && box.width > 0 && box.height > 0;
    };

    // The brand and every item of both sides of the navbar, as drawn.
    const items = Array.from(
      document.querySelectorAll('.navbar__inner .navbar__brand, .navbar__inner .navbar__items > *'),
    ).filter(shown);
    const boxes = items.map((el) => ({el, box: el.getBoundingClientRect()}));
    boxes.forEach((a, i) => {
      if (a.box.left < -0.5 || a.box.right > viewport + 0.5) {
        problems.push(
          `navbar item "${name(a.el)}" lies outside the window (${Math.round(a.box.left)}–${Math.round(a.box.right)} of ${viewport}px)`,
        );
      }
      for (const b of boxes.slice(i + 1)) {
        const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (width > 0.5 && height > 0.5) {
          problems.push(`navbar items "${name(a.el)}" and "${name(b.el)}" overlap by ${Math.round(width)}px`);
        }
      }
    });
    // Text cut off inside its own item.
    for (const link of Array.from(
      document.querySelectorAll('.navbar__inner .navbar__title, .navbar__inner .navbar__link'),
    )) {
      if (shown(link) && link.scrollWidth > link.clientWidth + 1) {
        problems.push(
          `navbar item "${name(link)}" is cut off (${link.scrollWidth}px of text in ${link.clientWidth}px)`,
        );
      }
    }

    if (viewport >= desktop) {
      const title = document.querySelector('.navbar__title');
      const logo = document.querySelector('.navbar__logo');
      if (title === null || !shown(title) || title.getBoundingClientRect().width < 20) {
        problems.push('the brand title is not visible');
      } else if (logo !== null) {
        const t = title.getBoundingClientRect();
        const l = logo.getBoundingClientRect();
        if (l.right > t.left + 0.5) problems.push('the logo covers the brand title');
      }
    }

    const documentWidth = document.documentElement.scrollWidth;
    if (documentWidth > viewport) {
      // Name the outermost elements that stick out, to say what to fix.
      const wide = Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > viewport + 0.5 && shown(el))
        .filter((el) => (el.parentElement?.getBoundingClientRect().right ?? 0) <= viewport + 0.5)
        .slice(0, 3)
        .map((el) => `<${el.tagName.toLowerCase()} class="${(el.getAttribute('class') ?? '').slice(0, 60)}">`);
      problems.push(`the document scrolls sideways: ${documentWidth}px wide in ${viewport}px (${wide.join(', ')})`);
    }
    return problems;
  }, DESKTOP);
}

async function openAt(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({width, height: 900});
  await openTemplate(page, path);
  const extra = process.env.LAYOUT_EXTRA_NAVBAR_ITEM;
  if (extra !== undefined && extra !== '') await addNavbarItem(page, extra);
}

/** Resizes the window and waits until the page has drawn itself at the new width. */
async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({width, height: 900});
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))),
  );
}

// One page load per template: the window is then resized through every width, as a reader
// resizing a window would (each width also starts from a fresh load in the visual snapshots).
for (const {name, path} of TEMPLATES) {
  test(`layout of the ${name} (${path}) at ${WIDTHS.join(', ')}px`, async ({page}) => {
    await openAt(page, path, WIDTHS[0]);
    const problems: Record<number, string[]> = {};
    for (const width of WIDTHS) {
      await resize(page, width);
      const found = await layoutProblems(page);
      if (width >= DESKTOP) {
        if ((await page.locator('.navbar__title').textContent()) !== 'Packit')
          found.push('the brand title is not "Packit"');
        if (await page.getByRole('button', {name: 'Toggle navigation bar'}).isVisible()) {
          found.push('the mobile menu button shows on a desktop width');
        }
      }
      if (found.length > 0) problems[width] = found;
    }
    expect(problems).toEqual({});
  });
}

// From 997 to 1199 px the table of contents took a column beside the text and the docs sidebar,
// which left the text some 510 px at 1024 px (112 tables of the site wider than it): below 1200 px it
// is folded above the text, as on a phone (src/theme/DocItem/Layout). A post had no table of
// contents on a phone and the same narrow column up to 1199 px; it now folds the same way
// (src/theme/BlogPostItem/Header).
for (const [path, heading, hash] of [
  ['/docs/configuration', 'Aliases', 'aliases'],
  ['/posts/multiple-release-streams', 'Step 2: give each stream its own job', 'step-2-give-each-stream-its-own-job'],
] as const) {
  test(`the table of contents is folded up to 1199 px and a column from 1200 px (${path})`, async ({page}) => {
    await openAt(page, path, 390);
    const folded = page.locator('.theme-doc-toc-mobile');
    // A post's column has no class of its own: any table of contents outside the folded one.
    const column = page.locator('.table-of-contents:not(.theme-doc-toc-mobile *)');
    const shown: Record<number, string[]> = {};
    for (const width of [390, 996, 997, 1024, 1199, 1200, 1440]) {
      await resize(page, width);
      shown[width] = [
        ...((await folded.isVisible()) ? ['folded'] : []),
        ...((await column.isVisible()) ? ['column'] : []),
      ];
    }
    expect(shown).toEqual({
      390: ['folded'],
      996: ['folded'],
      997: ['folded'],
      1024: ['folded'],
      1199: ['folded'],
      1200: ['column'],
      1440: ['column'],
    });
    // At 1024 px the text takes the column's width, and the folded table leads to the headings.
    await resize(page, 1024);
    expect((await page.locator('article').first().boundingBox())?.width).toBeGreaterThan(680);
    await folded.getByRole('button', {name: 'On this page'}).click();
    await folded.getByRole('link', {name: heading, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`#${hash}$`));
  });
}

// A category's page cut its cards' titles and descriptions to one line: "External T…" at 1024 px.
test("a category's cards show their titles whole at every width", async ({page}) => {
  await openAt(page, '/research/category/testing', 390);
  const cut: Record<number, string[]> = {};
  for (const width of [390, 1024, 1440]) {
    await resize(page, width);
    const found = await page
      .locator('.theme-doc-card-title')
      .evaluateAll((titles) => titles.filter((t) => t.scrollWidth > t.clientWidth + 1).map((t) => t.textContent));
    if (found.length > 0) cut[width] = found;
  }
  expect(cut).toEqual({});
  await expect(page.locator('.theme-doc-card-title')).not.toHaveCount(0);
});

// A post with one heading (a weekly post of one week's bullets) has nothing to fold.
test('a post with one heading shows no folded table of contents', async ({page}) => {
  await openAt(page, '/posts/weekly/2025/week-43', 390);
  await expect(page.locator('article h2')).toHaveCount(1);
  await expect(page.locator('.theme-doc-toc-mobile')).toHaveCount(0);
});

// The theme cut a sidebar item's label after two lines: "Fedora package candidates for onboarding
// to downstream…" on every research page, and five more in its categories.
test("the docs sidebar shows its items' labels whole", async ({page}) => {
  const cut: string[] = [];
  for (const path of ['/research', '/research/integrations/fedora-ci', '/research/category/testing']) {
    await openAt(page, path, 1280);
    const labels = page.locator('.theme-doc-sidebar-menu .menu__link > span');
    await expect(labels).not.toHaveCount(0);
    cut.push(
      ...(await labels.evaluateAll((spans) =>
        spans.filter((s) => s.scrollHeight > s.clientHeight + 1).map((s) => s.textContent),
      )),
    );
  }
  expect(cut).toEqual([]);
});

test('the layout checks see a navbar item that does not fit', async ({page}) => {
  await openAt(page, '/', 1280);
  expect(await layoutProblems(page)).toEqual([]);
  await addNavbarItem(page, 'A deliberately long extra navbar item that cannot fit');
  const problems = await layoutProblems(page);
  expect(problems.some((p) => p.includes('overlap'))).toBe(true);
});

test("authors' titles fit their one line on a small phone", async ({page}) => {
  await page.setViewportSize({width: 320, height: 700});
  // A page for each author of authors.yml: the theme cuts a title to one line with an ellipsis.
  for (const path of ['/posts', '/posts/weekly', '/posts/specfile-introduction', '/posts/experiences_with_rust']) {
    await openTemplate(page, path);
    const cut = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[class*="authorTitle"]'))
        .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    expect(cut, path).toEqual([]);
    await expect(page.locator('[class*="authorTitle"]').first(), path).toBeVisible();
  }
});

// The browser keeps the reader's place when something above it changes height (scroll anchoring),
// unless it anchors the page to an element that does not move: a sidebar column as tall as the page.
for (const path of ['/docs/retriggering', '/posts/specfile-introduction']) {
  test(`the text stays in place when something above it grows, beside the sidebar (${path})`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 720});
    await openTemplate(page, path);
    const heading = page.locator('.markdown > h2').nth(1);
    await heading.evaluate((el) => {
      el.scrollIntoView();
    });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    const before = await heading.evaluate((el) => el.getBoundingClientRect().top);
    const above = page.locator('.markdown > h2').first();
    expect(
      await above.evaluate((el) => el.getBoundingClientRect().bottom),
      'the first heading is above the window',
    ).toBeLessThan(0);
    await above.evaluate((el) => {
      (el as HTMLElement).style.paddingTop = '200px';
    });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeCloseTo(before, 0);
  });
}

/**
 * Blocks of an article further down are laid out only when they near the window
 * (`content-visibility: auto` in src/css/custom.css). Laid out, they must sit where they would
 * without it: the containment that comes with the property stops the margins of a block's
 * children from collapsing with the block's own, which moves lists whose items hold paragraphs
 * and the footnotes' section (the test fails with either in the rule). Besides the long pages,
 * a page for each kind of block: footnotes and loose lists, nested lists, a quotation, task lists.
 */
const LONG_PAGES = ['/docs/configuration', '/docs/guide', '/specfile/api/specfile'] as const;
const BLOCK_PAGES = [
  ...LONG_PAGES,
  '/deployment/resource-requirements',
  '/docs/cli/create-update',
  '/posts/code-review',
  '/research/ux/job-cancelling',
] as const;

/**
 * Top and height of each block of the article, every block laid out: scrolled through once when
 * blocks wait until they near the window (with the rule; without it every block is laid out).
 */
async function blockBoxes(page: Page, scrollThrough: boolean): Promise<string[]> {
  return page.evaluate(async (scrollThrough) => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let y = 0; scrollThrough && y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    return Array.from(document.querySelectorAll('.markdown > *'), (block) => {
      const box = block.getBoundingClientRect();
      return `${block.tagName.toLowerCase()} at ${Math.round(box.top + window.scrollY)}, ${Math.round(box.height)}px high`;
    });
  }, scrollThrough);
}

/** Turns the rule off: every block laid out, nothing contained. */
const WITHOUT_RULE = '.markdown > * { content-visibility: visible !important; contain: none !important; }';

for (const width of [390, 1280]) {
  test(`blocks laid out when near sit where they would without it, at ${width}px`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    for (const path of BLOCK_PAGES) {
      await openTemplate(page, path);
      if ((LONG_PAGES as readonly string[]).includes(path)) {
        const skipped = await page.evaluate(
          () =>
            Array.from(document.querySelectorAll('.markdown > *')).filter(
              (block) => block.firstElementChild?.checkVisibility({contentVisibilityAuto: true}) === false,
            ).length,
        );
        expect(skipped, `${path}: blocks further down wait until they near the window`).toBeGreaterThan(0);
      }
      const withRule = await blockBoxes(page, true);
      await page.addStyleTag({content: WITHOUT_RULE});
      expect(withRule, path).toEqual(await blockBoxes(page, false));
    }
  });
}

/*
 * A contained block clips what it paints outside its box; a focused link that starts a line draws
 * its focus ring just outside the paragraph. The ring must show whole.
 */
test('the focus ring of a link at the edge of a paragraph shows whole', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await openTemplate(page, '/docs/configuration/upstream/tests');
  // The first paragraph under the rule that starts with a link.
  await page.evaluate(() => {
    const first = Array.from(document.querySelectorAll('.markdown > p > a')).find(
      (a) => a.parentElement?.firstChild === a && getComputedStyle(a.parentElement).contentVisibility === 'auto',
    );
    first?.setAttribute('data-starts-paragraph', '');
  });
  const link = page.locator('[data-starts-paragraph]');
  await link.focus();
  await expect(link).toBeFocused();
  // The ring and the text around it, wherever the link is (without the rule, the blocks above it
  // take their real height).
  const ring = async () => {
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const box = await link.boundingBox();
    if (!box) throw new Error('the link has no box');
    return page.screenshot({
      clip: {x: box.x - 8, y: box.y - 8, width: Math.min(box.width, 60) + 16, height: box.height + 16},
    });
  };
  const contained = await ring();
  await page.addStyleTag({content: WITHOUT_RULE});
  expect(contained.equals(await ring()), 'the same with the rule off').toBe(true);
});

/*
 * While a long page loads, the parser adds blocks inside the window; a block under the rule would
 * first be drawn at its estimated height, then at its own, moving what follows (a layout shift).
 * On a phone with a slowed processor, as Lighthouse loads pages, no block of the article text
 * moves. Outside it, in rare loads, the breadcrumbs move by a few pixels when the parser pauses in
 * the middle of them (a shift of 0.0002): that is the browser drawing half a line early, not the
 * rule, so it is not counted here.
 */
test("no block of a long page's text moves while the page loads on a phone", async ({page, browserName}) => {
  test.skip(browserName !== 'chromium', 'the processor is slowed through the Chrome DevTools Protocol');
  await page.setViewportSize({width: 412, height: 823});
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, {shifts});
    // Elements of the article text that moved down or up. A table's header cells also move while
    // its rows arrive and its columns widen: sideways, and up when a header's text needs fewer
    // lines in its wider column (in 4 of 60 loads of /docs/cli/build with the stylesheet of
    // src/plugins/unused-css.ts, none of 60 before it). The browser's table layout does that, not
    // the rule, so header cells are not counted.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        sources: {node?: Node; previousRect: DOMRect; currentRect: DOMRect}[];
      })[]) {
        const moved = entry.sources.filter((s) => {
          const element = s.node instanceof Element ? s.node : s.node?.parentElement;
          return (
            s.previousRect.y !== s.currentRect.y &&
            element?.closest('.markdown') != null &&
            element.closest('th') == null
          );
        });
        if (moved.length > 0) shifts.push(moved.map((s) => s.node?.nodeName).join(', '));
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  for (const path of ['/docs/configuration', '/posts', '/docs/cli/build', '/research/specfiles/hosting-sources']) {
    await page.goto(path, {waitUntil: 'load'});
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as {shifts: string[]}).shifts), path).toEqual([]);
  }
});
