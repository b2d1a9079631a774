/**
 * The "Set up Packit" page (/docs/setup): a reader answers for an upstream project and for a
 * dist-git repository, copies the file, opens it in the checker (zero problems), shares the
 * answers by link and gets them back; the keyboard alone is enough; axe finds nothing serious in
 * light and dark, at 390 and 1280 px; without JavaScript the page shows a commented configuration;
 * and no other page loads the questions' code.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {Page} from '@playwright/test';

import {PACKIT_VERSION} from '../../src/packit-config/version';
import {expect as baseExpect, hydrated, open, seriousAxeViolations, test} from './fixtures';

/** The checker's worker answers within a second on an idle machine; a busy one gets more time. */
const expect = baseExpect.configure({timeout: 20_000});

const PATH = '/docs/setup';
const jsDir = join(__dirname, '..', '..', 'build', 'assets', 'js');
/** Chunks with the questions' code: a label only the form holds. */
const formChunks = readdirSync(jsDir).filter(
  (f) => f.endsWith('.js') && readFileSync(join(jsDir, f), 'utf8').includes('Build every pull request in Copr'),
);

const yamlPane = (page: Page) => page.getByTestId('setup-yaml');
const verdict = (page: Page) => page.getByRole('region', {name: 'Check of the configuration'});
const status = (page: Page) => page.getByRole('region', {name: 'Your .packit.yaml'}).getByRole('status');

async function openSetup(page: Page, path = PATH): Promise<void> {
  await open(page, path);
  await expect(yamlPane(page)).toContainText('jobs:');
  await expect(verdict(page)).toContainText(`Valid: packit ${PACKIT_VERSION} accepts this configuration`);
}

/** The jobs of the file shown, as `job on trigger`. */
async function jobsShown(page: Page): Promise<string[]> {
  const text = (await yamlPane(page).textContent()) ?? '';
  return [...text.matchAll(/- job: (\S+)\n\s+trigger: (\S+)/g)].map((m) => `${m[1]} on ${m[2]}`);
}

// A granted clipboard comes with a context of its own (playwright.config.ts).
test.describe(() => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});
  test('an upstream flow: copy the file and open it in the checker with zero problems', async ({
    page,
    blockedRequests,
    consoleProblems,
  }) => {
    test.slow();
    await openSetup(page);
    expect(await jobsShown(page)).toEqual(['copr_build on pull_request']);
    await page.getByRole('radio', {name: 'Yes, on the RPMs of the pull request build'}).check();
    await page.getByRole('checkbox', {name: /Open pull requests in Fedora dist-git/}).check();
    await page
      .getByRole('checkbox', {name: /^epel-all/})
      .first()
      .check();
    await page.getByLabel('Tag template').fill('v{version}');
    await expect(page.getByText('v1.2.0 → 1.2.0')).toBeVisible();
    expect(await jobsShown(page)).toEqual([
      'copr_build on pull_request',
      'tests on pull_request',
      'propose_downstream on release',
    ]);
    await expect(yamlPane(page)).toContainText('upstream_tag_template: v{version}');
    await expect(yamlPane(page)).toContainText('- epel-all');
    // Each key links to its entry in the reference.
    await expect(yamlPane(page).getByRole('link', {name: 'upstream_tag_template'})).toHaveAttribute(
      'href',
      '/docs/configuration#upstream_tag_template',
    );
    await expect(yamlPane(page).getByRole('link', {name: 'propose_downstream'})).toHaveAttribute(
      'href',
      '/docs/configuration/upstream/propose_downstream',
    );
    await expect(verdict(page)).toContainText('with no problems');

    await page.getByRole('button', {name: 'Copy', exact: true}).click();
    await expect(status(page)).toHaveText('Copied the configuration.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await yamlPane(page).textContent());

    await expect(page.getByRole('link', {name: 'Open in the checker'})).toHaveAttribute('href', /#config=/);
    await page.getByRole('link', {name: 'Open in the checker'}).click();
    await page.waitForURL(/\/docs\/configuration\/check#config=/);
    const valid = page.getByRole('region', {name: 'Result of the check'}).locator('[data-status="valid"]');
    await expect(valid).toContainText(`Valid: packit ${PACKIT_VERSION} accepts this configuration.`);
    await expect(page.locator('.cm-content')).toContainText('propose_downstream');
    expect(blockedRequests).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test('a dist-git flow, shared by link and restored offline, without sending anything', async ({
    page,
    context,
    blockedRequests,
  }) => {
    test.slow();
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    await openSetup(page);
    await page.getByRole('radio', {name: /Fedora dist-git repository/}).check();
    await page.getByRole('checkbox', {name: /Build in Koji/}).check();
    await page.getByRole('checkbox', {name: /Create Bodhi updates/}).check();
    await page.getByRole('checkbox', {name: /^fedora-all/}).uncheck();
    await page.getByRole('checkbox', {name: /^fedora-rawhide/}).check();
    await page.getByLabel('Upstream git repository').fill('https://github.com/octo/hello-world');
    expect(await jobsShown(page)).toEqual([
      'pull_from_upstream on release',
      'koji_build on commit',
      'bodhi_update on commit',
    ]);
    await expect(verdict(page)).toContainText('with no problems');
    await expect(page.getByRole('link', {name: /release monitoring/})).toHaveAttribute(
      'href',
      '/docs/fedora-releases-guide/dist-git-onboarding#step-2-monitoring-of-the-package',
    );
    const file = await yamlPane(page).textContent();

    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(status(page)).toContainText('Link copied');
    const url = page.url();
    expect(url).toMatch(/#setup=[\w-]+$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const other = await context.newPage();
    await openSetup(other, url.replace(/^https?:\/\/[^/]+/, ''));
    await expect(other.getByText('Loaded the answers from the link.')).toBeVisible();
    await expect(yamlPane(other)).toHaveText(file ?? '');
    await expect(other.getByRole('radio', {name: /Fedora dist-git repository/})).toBeChecked();

    // Once loaded, the page works with no network at all.
    await context.setOffline(true);
    await other.getByRole('checkbox', {name: /Create Bodhi updates/}).uncheck();
    expect(await jobsShown(other)).toEqual(['pull_from_upstream on release', 'koji_build on commit']);
    await expect(verdict(other)).toContainText('with no problems');
    await context.setOffline(false);

    expect(blockedRequests).toEqual([]);
    expect(requests.filter((r) => !r.startsWith('http://127.0.0.1:'))).toEqual([]);
    expect(requests.filter((r) => r.includes('setup=') || r.includes('hello-world'))).toEqual([]);
  });

  test('the keyboard alone answers, and copies the file', async ({page}) => {
    await openSetup(page);
    await page.getByRole('radio', {name: /upstream project/}).focus();
    // Arrow keys move within the radio group: the dist-git flow.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', {name: /Fedora dist-git repository/})).toBeChecked();
    expect(await jobsShown(page)).toEqual(['pull_from_upstream on release']);
    // Tab reaches the first outcome after it; Space ticks it off and on.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', {name: /release-monitoring\.org reports/})).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', {name: /Build in Koji/})).toBeChecked();
    expect(await jobsShown(page)).toEqual(['pull_from_upstream on release', 'koji_build on commit']);
    await page.getByRole('button', {name: 'Copy', exact: true}).focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('Copied the configuration.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('job: koji_build');
  });
});

for (const [mode, width] of [
  ['light', 1280],
  ['dark', 390],
  ['dark', 1280],
  ['light', 390],
] as const) {
  test(`axe: ${mode} mode at ${width} px, both flows: nothing serious or critical`, async ({page}) => {
    test.slow();
    await page.setViewportSize({width, height: 900});
    await page.goto(`${PATH}?docusaurus-theme=${mode}`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(verdict(page)).toContainText('with no problems');
    await page
      .getByRole('checkbox', {name: /copr project others can install from/i})
      .first()
      .check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('radio', {name: /Fedora dist-git repository/}).check();
    await expect(yamlPane(page)).toContainText('pull_from_upstream');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the page shows a commented configuration and links to the guide', async ({page}) => {
    await page.goto(PATH);
    // Playwright's text and role queries skip a noscript's content, so the test reads what is drawn.
    const text = await page.locator('article').innerText();
    expect(text).toContain('The questions need JavaScript.');
    expect(text).toContain('# Build RPMs in Copr for every pull request');
    expect(text).toContain('- job: copr_build');
    await expect(page.locator('article pre')).toBeVisible();
    const hrefs = await page.locator('article a').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toContain('/docs/guide#step-3-write-the-first-packityaml');
  });
});

test('the build has the questions in chunks of their own', () => {
  expect(formChunks.length).toBeGreaterThan(0);
  expect(formChunks.some((f) => f.startsWith('main.'))).toBe(false);
});

for (const path of ['/', '/docs/guide', '/docs/configuration', '/docs/configuration/check']) {
  test(`${path} loads none of the questions' code, not even by prefetching`, async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname.split('/').pop() ?? ''));
    await open(page, path);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => formChunks.includes(s))).toEqual([]);
  });
}

test('the set-up page loads the questions', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname.split('/').pop() ?? ''));
  await openSetup(page);
  expect(scripts.filter((s) => formChunks.includes(s)).length).toBeGreaterThan(0);
});

// The questions and the file as first shown, compared with the approved baselines
// (tests/e2e/__screenshots__/setup.spec.ts/; regenerate with --update-snapshots after an intended change).
for (const [viewport, size] of Object.entries({phone: {width: 390, height: 844}, laptop: {width: 1280, height: 800}})) {
  for (const mode of ['light', 'dark'] as const) {
    test(`the questions and the file look as approved: ${viewport}, ${mode} mode`, async ({page}) => {
      await page.setViewportSize(size);
      await openSetup(page, `${PATH}?docusaurus-theme=${mode}`);
      await page.evaluate(() => document.fonts.ready);
      await expect(page.getByTestId('setup')).toHaveScreenshot(`setup-${viewport}-${mode}.png`, {
        stylePath: join(__dirname, 'element-shot.css'),
      });
    });
  }
}
