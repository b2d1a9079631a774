import {expect, hydrated, open, test} from './fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test('the site starts light, whatever the system prefers', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await open(page, '/docs');
  expect(await theme(page)).toBe('light');
});

test('the colour toggle stores "theme", survives a reload and follows other tabs', async ({page, context}) => {
  await open(page, '/docs');
  const other = await context.newPage();
  await open(other, '/posts');

  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  expect(await theme(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // The other tab hears the storage event and switches too.
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await hydrated(page);
  expect(await theme(page)).toBe('dark');

  await other.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('docs remember no version: the one version "Next" is a plain link', async ({page}) => {
  await open(page, '/docs');
  const next = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Next'});
  await expect(next).toHaveAttribute('href', '/docs');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('-ef')))).toEqual([]);
});

test('without browser storage the site warns once and keeps working', async ({page, consoleProblems}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new Error('storage is disabled');
      },
    });
  });
  await open(page, '/docs');
  expect(consoleProblems.filter((p) => p.includes('Docusaurus browser storage is not available'))).toHaveLength(1);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  expect(await theme(page)).toBe('dark');
  await page.getByRole('region', {name: 'Announcement'}).getByRole('button', {name: 'Close'}).click();
  await expect(page.getByText('Missed the Flock 2025 workshop?')).toBeHidden();
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Fedora CI'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Fedora CI documentation');
  expect(consoleProblems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
});
