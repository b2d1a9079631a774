/**
 * Tables, code blocks, headings, the table of contents, and lists and paragraphs of plain text
 * keep the server's markup while a page hydrates, instead of becoming React elements
 * (src/utils/useServerMarkup.ts): a page opened directly must show and behave the same as the
 * same page opened by a link, which renders them in the browser.
 */
import {expect, hydrated, open, test} from './fixtures';
import type {Page} from '@playwright/test';

const PAGE = '/docs/configuration';

/**
 * The markup of every kept element, without the ids that tell them apart, and with inline styles
 * written one way (the server writes `display:inline-block`, the browser `display: inline-block;`).
 */
async function keptMarkup(page: Page): Promise<string[]> {
  return page
    .locator('[data-server-markup]')
    .evaluateAll((elements) =>
      elements.map((element) =>
        element.outerHTML
          .replace(/ data-server-markup="[^"]*"/, '')
          .replace(/style="([^"]*)"/g, (_, style: string) => `style="${style.replace(/\s+/g, '').replace(/;$/, '')}"`),
      ),
    );
}

test(`${PAGE} opened directly has the same tables, code, lists and paragraphs as when opened by a link`, async ({
  page,
  consoleProblems,
}) => {
  await open(page, PAGE);
  const direct = await keptMarkup(page);
  expect(direct.length).toBeGreaterThan(40);

  await open(page, '/docs/guide');
  await page.locator(`article a[href="${PAGE}"]`).first().click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.locator('article h1')).toHaveText(/Configuration/);
  expect(await keptMarkup(page)).toEqual(direct);
  expect(consoleProblems).toEqual([]);
});

for (const [where, selector] of [
  ['a table', 'article table'],
  ['a list', 'article .markdown > ul'],
  ['a paragraph', 'article .markdown > p'],
] as const) {
  test(`a link in ${where} kept from the server loads its page on hover and opens it without reloading`, async ({
    page,
    consoleProblems,
  }) => {
    await open(page, PAGE);
    await page.evaluate(() => {
      (window as {loadedOnce?: boolean}).loadedOnce = true;
    });
    const link = page
      .locator(`${selector}[data-server-markup] a[href^="/"]:not([href^="/docs/configuration#"])`)
      .first();
    const href = (await link.getAttribute('href')) ?? '';
    // As a <Link>, the kept markup loads the scripts of the page a link leads to when it is hovered.
    const script = page.waitForRequest((request) => request.resourceType() === 'script');
    await link.hover();
    await script;
    await link.click();
    await expect(page).toHaveURL(href);
    await hydrated(page);
    expect(await page.evaluate(() => (window as {loadedOnce?: boolean}).loadedOnce)).toBe(true);
    expect(consoleProblems).toEqual([]);
  });
}

test('the kept table of contents and headings: their links jump to the heading, which the table of contents highlights', async ({
  page,
  consoleProblems,
}) => {
  await open(page, PAGE);
  const toc = page.locator('.theme-doc-toc-desktop ul.table-of-contents[data-server-markup]');
  await expect(toc).toBeVisible();
  const tocLink = toc.locator('a[href="#validate-your-configuration-in-your-editor"]');
  await tocLink.click();
  await expect(page).toHaveURL(`${PAGE}#validate-your-configuration-in-your-editor`);
  await expect(tocLink).toHaveClass(/table-of-contents__link--active/);

  const heading = page.locator('article h3[data-server-markup]').nth(5);
  const id = (await heading.getAttribute('id')) ?? '';
  await heading.hover();
  await heading.locator('a.hash-link').click();
  await expect(page).toHaveURL(`${PAGE}#${id}`);
  await expect(heading).toBeInViewport();
  await expect(toc.locator(`a[href="#${id}"]`)).toHaveClass(/table-of-contents__link--active/);
  expect(consoleProblems).toEqual([]);
});
