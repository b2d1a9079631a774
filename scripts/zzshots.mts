import {chromium} from '@playwright/test';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
async function shot(name: string, url: string, width: number, dark: boolean, act?: (p: import('@playwright/test').Page) => Promise<void>) {
  const ctx = await browser.newContext({viewport: {width, height: 900}});
  await ctx.addInitScript((d) => localStorage.setItem('theme', d ? 'dark' : 'light'), dark);
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:3300${url}`, {waitUntil: 'networkidle'});
  if (act) await act(page);
  await page.screenshot({path: `/tmp/shots/${name}.png`});
  await ctx.close();
}
const scrollTo = (sel: string) => async (page: import('@playwright/test').Page) => { await page.locator(sel).first().scrollIntoViewIfNeeded(); await page.evaluate(() => window.scrollBy(0, -120)); await page.evaluate(() => document.fonts.ready); await page.waitForTimeout(1000); };
await shot('actions-rc-390-dark', '/docs/configuration/actions', 390, true, scrollTo('#run-condition'));
await shot('tests-epel-1280-light', '/docs/configuration/upstream/tests', 1280, false, scrollTo('#targets'));
await shot('fedora-ci-jobs-390-light', '/fedora-ci/jobs', 390, false);
await shot('specfile-api-1920-dark', '/specfile/api/specfile', 1920, true);
await shot('weekly-390-dark', '/posts/weekly', 390, true);
await browser.close();
