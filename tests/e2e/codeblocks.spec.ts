/**
 * Code blocks as readers see them, compared with how they looked before highlighting moved to the
 * build (src/remark/highlight-code.ts): per block its title, language, lines, highlighted lines, line
 * numbers, and the text and computed colour of every run of tokens, in light and in dark mode;
 * then the copy and word-wrap buttons, and that no page loads Prism.
 *
 * The expected data (__screenshots__/codeblocks.spec.ts/) was recorded from the build that still
 * highlighted in the browser with prism-react-renderer (`--update-snapshots` records it again);
 * since then only the five light-mode token colours that src/data/prism.ts darkened so that
 * they read on a highlighted line have been replaced in it, value for value.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Locator, Page} from '@playwright/test';

import {expect, hydrated, open, screenshotColumns, test} from './fixtures';

/** Pages with the code block features and the languages the site uses. */
const PAGES = {
  configuration: '/docs/configuration', // titles, {3-4}, a magic comment, line numbers, YAML, JSON, Lua
  guide: '/docs/guide', // shell sessions and YAML
  specfile: '/specfile', // Python
  post: '/posts/pre-commit-hooks', // a post's code blocks
} as const;

/** How many blocks of a page are compared, from the top. */
const MAX_BLOCKS = 12;

interface Run {
  readonly text: string;
  readonly color: string;
  readonly fontStyle: string;
}

interface BlockData {
  readonly language: string | undefined;
  readonly title: string | null;
  readonly background: string;
  readonly color: string;
  readonly lineNumbers: boolean;
  readonly lines: readonly {readonly highlighted: boolean; readonly runs: readonly Run[]}[];
}

/** What each code block of the page shows, read from the DOM and computed styles. */
function readBlocks(page: Page): Promise<BlockData[]> {
  return page.evaluate((max) => {
    const blocks = Array.from(document.querySelectorAll<HTMLElement>('.theme-code-block')).slice(0, max);
    return blocks.map((block) => {
      const pre = block.querySelector('pre');
      if (!pre) throw new Error('a code block without <pre>');
      const preStyle = getComputedStyle(pre);
      const lines = Array.from(block.querySelectorAll<HTMLElement>('.token-line')).map((line) => {
        const runs: {text: string; color: string; fontStyle: string}[] = [];
        const tokens = Array.from(line.querySelectorAll<HTMLElement>('.token'));
        for (const token of tokens) {
          const style = getComputedStyle(token);
          const last = runs.at(-1);
          const text = token.textContent;
          if (text === '') continue;
          // Neighbours that look the same make one run: how the text is cut into tokens is not visible.
          if (last && last.color === style.color && last.fontStyle === style.fontStyle) {
            last.text += text;
          } else {
            runs.push({text, color: style.color, fontStyle: style.fontStyle});
          }
        }
        return {highlighted: line.classList.contains('theme-code-block-highlighted-line'), runs};
      });
      return {
        language: Array.from(block.classList).find((c) => c.startsWith('language-')),
        title: block.querySelector('[class*="codeBlockTitle"]')?.textContent ?? null,
        background: preStyle.backgroundColor,
        color: preStyle.color,
        lineNumbers: block.querySelector('[class*="codeLineNumber"]') !== null,
        lines,
      };
    });
  }, MAX_BLOCKS);
}

async function setColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== mode; i += 1) {
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

for (const [name, path] of Object.entries(PAGES)) {
  test(`code blocks of ${path} look as before, in light and dark mode`, async ({page, consoleProblems}) => {
    await open(page, path);
    expect(await page.locator('.theme-code-block').count()).toBeGreaterThan(0);
    await setColourMode(page, 'light');
    const light = await readBlocks(page);
    // The colour toggle switches the code colours too, without reloading the page.
    await setColourMode(page, 'dark');
    const dark = await readBlocks(page);
    expect(`${JSON.stringify({light, dark}, null, 1)}\n`).toMatchSnapshot(`${name}.json`);
    expect(consoleProblems).toEqual([]);
  });
}

test('a dark-mode reader gets dark code blocks on first load', async ({page}) => {
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
  });
  await open(page, PAGES.configuration);
  const [first] = await readBlocks(page);
  await setColourMode(page, 'dark');
  const [after] = await readBlocks(page);
  expect(first).toEqual(after);
});

test('highlighted lines, line numbers and titles', async ({page}) => {
  await open(page, PAGES.configuration);
  const invalid = page.locator('.theme-code-block').filter({hasText: 'dist-git-branches'});
  await expect(invalid.locator('[class*="codeBlockTitle"]')).toHaveText('.packit.yaml');
  await expect(invalid.locator('.theme-code-block-highlighted-line')).toHaveText([
    /trigger: push/,
    /dist-git-branches:/,
  ]);
  // A magic comment highlights the next line and is not shown.
  const comment = page.locator('.theme-code-block').filter({hasText: 'yaml-language-server'});
  await expect(comment.locator('.theme-code-block-highlighted-line')).toHaveText([/yaml-language-server/]);
  await expect(comment).not.toContainText('highlight-next-line');
  const numbered = page.locator('.theme-code-block').filter({hasText: 'check-jsonschema'});
  await expect(numbered.locator('[class*="codeLineNumber"]')).toHaveCount(8);
});

// A granted clipboard comes with a context of its own (playwright.config.ts).
test.describe(() => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});
  test('the copy button copies the code as written, without magic comments', async ({page}) => {
    await open(page, PAGES.configuration);
    const block = page.locator('.theme-code-block').filter({hasText: 'yaml-language-server'});
    await block.hover();
    const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
    await copy.click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(
        [
          '# yaml-language-server: $schema=https://packit.dev/schemas/packit.json',
          'specfile_path: hello.spec',
          'jobs:',
          '  - job: copr_build',
          '    trigger: pull_request',
          '    targets:',
          '      - fedora-all',
        ].join('\n'),
      );
  });
});

test("a block's buttons are made when the reader points at it or tabs into it, not while the page hydrates", async ({
  page,
}) => {
  await open(page, PAGES.configuration);
  await hydrated(page);
  const blocks = page.locator('.theme-code-block');
  expect(await blocks.count()).toBeGreaterThan(20);
  await expect(blocks.getByRole('button')).toHaveCount(0);
  // Pointing: the buttons of that block only.
  const first = blocks.filter({hasText: 'yaml-language-server'});
  await first.hover();
  await expect(first.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
  await expect(blocks.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(1);
  // The keyboard: focus moves into a block, and the next Tab reaches its copy button.
  const other = blocks.filter({hasText: 'check-jsonschema'});
  await other.locator('pre').focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-label', /Toggle word wrap|Copy code to clipboard/);
  expect(
    await focused.evaluate((el) => el.closest('.theme-code-block')?.textContent.includes('check-jsonschema')),
  ).toBe(true);
});

test('word wrap toggles on a block wider than the window', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await open(page, PAGES.configuration);
  const block = page.locator('.theme-code-block').filter({hasText: 'check-jsonschema'});
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  const code = block.locator('code');
  await expect(code).not.toHaveAttribute('style', /white-space/);
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect(code).toHaveAttribute('style', /white-space: pre-wrap/);
  const pre = block.locator('pre');
  expect(await pre.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

/**
 * How far the pixels of a 2 px band just inside the right edge of `pre` are from its block's
 * background: the largest difference of a colour channel, 0 to 255. Code reaching the edge is
 * 60 or more; faded out, close to 0.
 */
async function rightEdgeInk(page: Page, pre: Locator): Promise<number> {
  const rect = await pre.boundingBox();
  if (rect === null) throw new Error('the block is not shown');
  const clip = {x: rect.x + rect.width - 3, y: rect.y, width: 2, height: rect.height};
  const background = await pre.evaluate(
    (el) => getComputedStyle(el.closest('.theme-code-block') ?? el).backgroundColor,
  );
  const rgb = (background.match(/\d+/g) ?? []).map(Number);
  const columns = await screenshotColumns(page, clip, [0, 1]);
  return Math.max(0, ...columns.flat(2).map((v, i) => Math.abs(v - (rgb[i % 3] ?? 0))));
}

// On a phone the block showed its lines cut at the edge and nothing to say there was more: no
// scrollbar and, until it is touched, no buttons (src/utils/sideScroll.ts fades it out).
test('on a phone, a code block that scrolls sideways fades out at the edge that hides more of it', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await open(page, PAGES.configuration);
  const pre = page.locator('.theme-code-block').filter({hasText: 'check-jsonschema'}).locator('pre');
  await pre.scrollIntoViewIfNeeded();
  await expect(pre).toHaveAttribute('data-overflow', 'end');
  expect(await rightEdgeInk(page, pre), 'the right edge, faded').toBeLessThan(20);
  // With keyboard focus it does not fade (its focus ring would fade too), and code reaches the edge.
  await pre.focus();
  expect(await rightEdgeInk(page, pre), 'the right edge, focused').toBeGreaterThan(60);
  await pre.blur();
  await pre.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
  await expect(pre).toHaveAttribute('data-overflow', 'start');
  // Wrapped, it no longer scrolls, and neither fades nor loses its focus (its buttons need it).
  await pre.hover();
  await page
    .locator('.theme-code-block')
    .filter({hasText: 'check-jsonschema'})
    .getByRole('button', {name: 'Toggle word wrap'})
    .click();
  await expect(pre).not.toHaveAttribute('data-overflow');
  await expect(pre).toHaveAttribute('tabindex', '0');
});

test('pages with code do not load Prism', async ({page}) => {
  test.setTimeout(180_000);
  const jsDir = join(__dirname, '..', '..', 'build', 'assets', 'js');
  // Prism's core runs its hooks by name; minifying keeps the strings.
  const prismChunks = readdirSync(jsDir).filter(
    (f) => f.endsWith('.js') && readFileSync(join(jsDir, f), 'utf8').includes('before-tokenize'),
  );
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname.split('/').pop() ?? ''));
  for (const path of Object.values(PAGES)) {
    await page.goto(path);
    await hydrated(page);
  }
  expect(scripts.filter((s) => prismChunks.includes(s))).toEqual([]);
});
