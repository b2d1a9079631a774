import {chromium} from '@playwright/test';
const jobs = JSON.parse(process.argv[2]!) as [string, number, string, string, number?][];
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
for (const [route, w, mode, out, scroll] of jobs) {
  const ctx = await browser.newContext({viewport: {width: w, height: w < 500 ? 800 : 900}});
  await ctx.addInitScript((d) => localStorage.setItem('theme', d), mode);
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:3300${route}`, {waitUntil: 'networkidle'});
  if (scroll) await page.evaluate((y) => window.scrollTo(0, y), scroll);
  await page.waitForTimeout(400);
  await page.screenshot({path: out});
  await ctx.close();
}
await browser.close();
