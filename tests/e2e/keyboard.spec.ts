/**
 * The site with a keyboard only: the navbar, its dropdowns, the mobile menu, search and the colour
 * toggle. chrome.spec.ts already covers the skip link and a dropdown opening on Enter and closing
 * when focus leaves; search.spec.ts covers Ctrl+K, "/" and Escape.
 */
import type {Page} from '@playwright/test';

import {expect, open, test} from './fixtures';

/** What has focus: its accessible name as the tests spell it, and whether focus is drawn. */
async function focused(page: Page): Promise<{name: string; inSidebar: boolean; drawn: boolean}> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return {name: '', inSidebar: false, drawn: false};
    const style = getComputedStyle(el);
    return {
      name: (el.getAttribute('aria-label') ?? el.textContent).trim(),
      inSidebar: el.closest('.navbar-sidebar') !== null,
      drawn: (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none',
    };
  });
}

/** Presses Tab (Shift+Tab if `back`) until the element named `name` has focus; fails after `limit` presses. */
async function tabTo(
  page: Page,
  name: string | RegExp,
  options: {inSidebar?: boolean; limit?: number; back?: boolean} = {},
) {
  const matches = (s: string) => (typeof name === 'string' ? s === name : name.test(s));
  for (let i = 0; i < (options.limit ?? 40); i++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (matches(now.name) && (options.inSidebar === undefined || options.inSidebar === now.inSidebar)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

test('Tab walks the navbar in order, every stop shows focus, and Enter follows a link', async ({page}) => {
  await open(page, '/');
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  const expected = [
    'Packit',
    'Documentation',
    'Fedora CI',
    'Source-git',
    'Development',
    'Blog Posts',
    'Dashboard',
    'Status',
    'Packit on GitHub',
    // The docs version switcher ('Next') shows on the pages of the versioned section only.
    'English',
    /^Switch between dark and light mode/,
    /^Search/,
  ];
  await tabTo(page, 'Packit');
  const stops = [await focused(page)];
  for (let i = 1; i < expected.length; i++) {
    await page.keyboard.press('Tab');
    stops.push(await focused(page));
  }
  stops.forEach((stop, i) => {
    const want = expected[i] ?? '';
    expect(typeof want === 'string' ? stop.name === want : want.test(stop.name), `stop ${i}: "${stop.name}"`).toBe(
      true,
    );
    expect(stop.drawn, `focus indicator on "${stop.name}"`).toBe(true);
  });

  await tabTo(page, 'Fedora CI', {back: true, limit: expected.length});
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fedora-ci$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Fedora CI documentation');
  // A client-side navigation, not a page load.
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
});

test('a dropdown opens on Space, Tab walks its items and Enter follows one', async ({page}) => {
  await open(page, '/');
  await tabTo(page, 'Development');
  await page.keyboard.press('Space');
  const development = page.locator('.navbar__item.dropdown').filter({hasText: 'Development'});
  await expect(development).toHaveClass(/dropdown--show/);
  // The menu fades in: its items take focus once they are visible, not at the first frame.
  await expect(development.getByRole('link', {name: 'Deployment'})).toBeVisible();
  const items: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    items.push((await focused(page)).name);
  }
  expect(items).toEqual(['Deployment', 'Research', 'Agile', 'specfile library']);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect((await focused(page)).name).toBe('Research');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/research$/);
  await expect(development).not.toHaveClass(/dropdown--show/);
});

test.describe('mobile menu', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('opens on Enter, Tab reaches its links, Enter follows one and closes it', async ({page}) => {
    await open(page, '/');
    await tabTo(page, 'Toggle navigation bar');
    await page.keyboard.press('Enter');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await tabTo(page, 'Source-git', {inSidebar: true});
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/source-git$/);
    await expect(sidebar).toBeHidden();
  });

  test('"Back to main menu" keeps the focus in the menu; Escape and the close button close it', async ({page}) => {
    await open(page, '/docs/guide');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await tabTo(page, 'Toggle navigation bar');
    await page.keyboard.press('Enter');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a docs page the menu opens on the section's sidebar; going back lands on the main menu's first item.
    await tabTo(page, /Back to main menu/, {inSidebar: true});
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({name: 'Documentation', inSidebar: true});
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({name: 'Fedora CI', inSidebar: true});

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await tabTo(page, 'Close navigation bar', {inSidebar: true});
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeHidden();
    await expect(page).toHaveURL(/\/docs\/guide$/);
  });
});

test('search: Ctrl+K, type, arrows move the selection, Enter opens the selected result', async ({page}) => {
  test.skip(test.info().project.name !== 'local', 'the local index answers without network');
  await open(page, '/docs');
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Search docs');
  await expect(input).toBeFocused();
  await page.keyboard.type('copr');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.nth(2)).toBeVisible();
  await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'false');
  // Focus stays in the search box while the selection moves.
  await expect(input).toBeFocused();
  const href = (await hits.nth(1).locator('a').getAttribute('href')) ?? '';
  expect(href).toMatch(/^\//);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
  await expect(input).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
});

test('the colour toggle switches with Enter and Space and says which mode is on', async ({page}) => {
  await open(page, '/docs');
  await tabTo(page, /^Switch between dark and light mode/);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect((await focused(page)).name).toMatch(/currently dark mode/);
  await page.keyboard.press('Space');
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect((await focused(page)).name).toMatch(/currently light mode/);
});
