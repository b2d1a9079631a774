/**
 * The configuration checker (/docs/configuration/check): it validates what a reader pastes, drops
 * or opens, in a worker, with the messages, positions and reference links of the unit tests; it
 * restores a shared link; it sends nothing anywhere and works offline; and no other page loads
 * its code.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {Page} from '@playwright/test';

import {FULL_EXAMPLE, MINIMAL_EXAMPLE} from '../../src/packit-config/examples';
import {PACKIT_VERSION} from '../../src/packit-config/version';
import {bigConfiguration, paste} from '../../scripts/lib/checker';
import {fileForPath, HtmlCache} from '../lib/builtSite';
import {TYPICAL_MISTAKES} from '../lib/packitMistakes';
import {expect as baseExpect, hydrated, open, seriousAxeViolations, test} from './fixtures';

/** The worker answers within a second on an idle machine; a busy test machine gets more time. */
const expect = baseExpect.configure({timeout: 20_000});

const PATH = '/docs/configuration/check';
const buildDir = join(__dirname, '..', '..', 'build');
const jsDir = join(buildDir, 'assets', 'js');

/**
 * Strings only the checker's code holds: ajv's, a description from the configuration data the
 * schema is generated from, and a class of CodeMirror's. (Not js-yaml's: a general library can come
 * into another page's chunks.)
 */
const SIGNATURES = ['strict mode: unknown keyword', 'Set by packit to the file it loaded', 'cm-lineNumbers'];
const validatorChunks = readdirSync(jsDir).filter((f) => {
  const code = readFileSync(join(jsDir, f), 'utf8');
  return f.endsWith('.js') && SIGNATURES.some((s) => code.includes(s));
});

const editor = (page: Page) => page.getByRole('textbox', {name: 'Your .packit.yaml'});
/** The editor's text as drawn, a line per element (CodeMirror draws all of a short text). */
const editorText = (page: Page) =>
  page.locator('.cm-content .cm-line').evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
const result = (page: Page) => page.getByRole('region', {name: 'Result of the check'});
const checker = (page: Page) => page.getByRole('region', {name: 'Configuration checker'});

async function openChecker(page: Page, path = PATH): Promise<void> {
  await open(page, path);
  // The worker compiles the schema once, when the page loads.
  await expect(result(page)).not.toContainText('Loading the checker');
}

test('a valid example passes, with its summary', async ({page, blockedRequests}) => {
  await openChecker(page);
  await page.getByRole('button', {name: 'Minimal example'}).click();
  await expect.poll(() => editorText(page)).toBe(MINIMAL_EXAMPLE.text);
  const valid = result(page).locator('[data-status="valid"]');
  await expect(valid).toContainText(`Valid: packit ${PACKIT_VERSION} accepts this configuration.`);
  await expect(valid.locator('dd').nth(0)).toHaveText('hello');
  await expect(valid.locator('dd').nth(1).locator('li')).toHaveText([
    '1 × copr_build on pull_request',
    '1 × tests on pull_request',
    '1 × propose_downstream on release',
  ]);
  await expect(valid.locator('dd').nth(2)).toHaveText('fedora-all');
  await expect(page.locator('[data-line]')).toHaveCount(0);

  await page.getByRole('button', {name: 'Full example'}).click();
  await expect.poll(() => editorText(page)).toBe(FULL_EXAMPLE.text);
  await expect(valid.locator('dd').nth(1).locator('li')).toHaveText([
    '1 × copr_build on pull_request',
    '1 × propose_downstream on release',
  ]);
  expect(blockedRequests).toEqual([]);
});

test(`${TYPICAL_MISTAKES.length} typical mistakes each show their message, position and reference link`, async ({
  page,
  blockedRequests,
}) => {
  test.setTimeout(240_000);
  expect(TYPICAL_MISTAKES.length).toBeGreaterThanOrEqual(12);
  await openChecker(page);
  const html = new HtmlCache();
  for (const mistake of TYPICAL_MISTAKES) {
    await test.step(mistake.name, async () => {
      await editor(page).fill(mistake.text);
      const problem = result(page).locator('li[data-kind]');
      // Wait for this mistake's answer, not the previous one's.
      const message = mistake.expected.source.replace(/^\^/, '').replace(/\$$/, '');
      await expect
        .poll(async () => (await problem.allTextContents()).join('\n'))
        .toMatch(new RegExp(`^Line ${mistake.line}, column ${mistake.column} (?:${message}).* Reference$`));
      const link = problem.getByRole('link', {name: 'Reference'});
      await expect(link).toHaveAttribute('href', mistake.link);
      // The mark in the editor sits on the problem's line.
      await expect(page.locator(`[data-line="${mistake.line}"]`)).toHaveCount(1);
      // The anchor is on the page the link opens.
      const [route = '', anchor = ''] = mistake.link.split('#');
      const file = fileForPath(buildDir, route);
      expect(file, route).toBeTruthy();
      if (anchor !== '')
        expect(
          html
            .get(file ?? '')
            .root()
            .find(`[id="${anchor}"]`).length,
        ).toBe(1);
    });
  }
  // Following a link reaches the key's entry.
  await result(page).getByRole('link', {name: 'Reference'}).click();
  await expect(page).toHaveURL(/\/docs\/configuration\/jobs#packages-in-a-job$/);
  expect(blockedRequests).toEqual([]);
});

test('a YAML syntax error shows its position, and showing it selects the line', async ({page}) => {
  await openChecker(page);
  await editor(page).fill('specfile_path: hello.spec\njobs:\n  - job: copr_build\n    trigger: [pull_request\n');
  const syntax = result(page).locator('[data-status="syntax"]');
  await expect(syntax).toContainText(/This is not valid YAML \(line \d+, column \d+\)/);
  await expect(page.locator('[data-tone="syntax"]')).toHaveCount(1);
  await editor(page).fill('specfile_path: hello.spec\n\tjobs: []');
  await expect(syntax).toContainText('(line 2, column 1)');
  await syntax.getByRole('button', {name: 'Show the line'}).click();
  await expect(editor(page)).toBeFocused();
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('\tjobs: []');
});

test('a 1 MB paste is answered, and the editor draws only the lines in view', async ({page}) => {
  test.slow();
  await openChecker(page);
  await paste(editor(page), bigConfiguration());
  // cspell:disable-next-line -- the misspelled key of bigConfiguration()
  await expect(result(page).locator('[data-status="invalid"]')).toContainText('unknown key "triger"');
  expect(await page.locator('.cm-content .cm-line').count()).toBeLessThan(200);
});

test('a dropped file and a picked file are read', async ({page}) => {
  await openChecker(page);
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['jobs:\n  - job: copr_build\n    trigger: push\n'], '.packit.yaml'));
    return transfer;
  });
  await page.locator('[data-dragging]').dispatchEvent('drop', {dataTransfer});
  await expect.poll(() => editorText(page)).toBe('jobs:\n  - job: copr_build\n    trigger: push\n');
  await expect(checker(page).getByRole('status')).toHaveText('Read .packit.yaml (4 lines).');
  await expect(result(page)).toContainText('jobs[0].trigger: "push" is not one of');

  await page
    .getByText('Open a file…')
    .locator('input')
    .setInputFiles({
      name: 'packit.yml',
      mimeType: 'application/yaml',
      buffer: Buffer.from('specfile_path: hello.spec\n'),
    });
  await expect.poll(() => editorText(page)).toBe('specfile_path: hello.spec\n');
  await expect(result(page).locator('[data-status="valid"]')).toBeVisible();
});

// A granted clipboard comes with a context of its own (playwright.config.ts).
test.describe(() => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});
  test('a copied link restores the configuration, offline, without sending it anywhere', async ({
    page,
    context,
    blockedRequests,
  }) => {
    test.slow();
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    await openChecker(page);
    const text = `${MINIMAL_EXAMPLE.text}    trigger: push\n# ünïcödé ✓\n`;
    await editor(page).fill(text);
    await expect(result(page).locator('[data-status="syntax"], [data-status="invalid"]')).toBeVisible();
    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(checker(page).getByRole('status')).toContainText('Link copied');
    const url = page.url();
    expect(url).toMatch(/#config=[\w-]+$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // Compressed: the link is shorter than the text it carries would be in base64.
    expect(url.split('#config=')[1]?.length ?? 0).toBeLessThan(Buffer.from(text).toString('base64').length);

    const other = await context.newPage();
    await openChecker(other, url.replace(/^https?:\/\/[^/]+/, ''));
    await expect.poll(() => editorText(other)).toBe(text);
    await expect(checker(other).getByRole('status')).toHaveText('Loaded the configuration from the link.');

    // Once loaded, the page checks with no network at all.
    await context.setOffline(true);
    await editor(other).fill('jobs:\n  - job: copr_build\n');
    await expect(result(other)).toContainText('jobs[0]: missing required key "trigger"');
    await context.setOffline(false);

    expect(blockedRequests).toEqual([]);
    expect(requests.filter((r) => !r.startsWith('http://127.0.0.1:'))).toEqual([]);
    // The configuration itself never travels: no request carries the fragment or the text.
    expect(requests.filter((r) => r.includes('config=') || r.includes('trigger'))).toEqual([]);
  });
});

test('the build has the validator in chunks of its own', () => {
  expect(validatorChunks.length).toBeGreaterThan(0);
  expect(validatorChunks.some((f) => f.startsWith('main.'))).toBe(false);
});

test('the checker page loads the validator', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname.split('/').pop() ?? ''));
  await openChecker(page);
  expect(scripts.filter((s) => validatorChunks.includes(s)).length).toBeGreaterThan(0);
});

for (const path of ['/', '/docs/guide', '/docs/configuration', '/docs/cli/config/validate', '/posts']) {
  test(`${path} loads none of the validator's code`, async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname.split('/').pop() ?? ''));
    await open(page, path);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => validatorChunks.includes(s))).toEqual([]);
  });
}

for (const mode of ['light', 'dark'] as const) {
  for (const state of ['valid', 'invalid', 'syntax'] as const) {
    test(`axe: the checker, ${mode} mode, ${state} result: nothing serious or critical`, async ({page}) => {
      test.slow();
      await page.goto(`${PATH}?docusaurus-theme=${mode}`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(result(page)).not.toContainText('Loading the checker');
      const text = {
        valid: FULL_EXAMPLE.text,
        invalid: 'jobs:\n  - job: copr-build\n    trigger: push\nspecfile-path: a.spec',
        syntax: 'jobs: [',
      }[state];
      await editor(page).fill(text);
      await expect(result(page).locator(`[data-status="${state}"]`)).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
}
