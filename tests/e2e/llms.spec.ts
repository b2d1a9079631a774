/**
 * Every page as Markdown: /llms.txt, the full-text files, the `.md` twin of each docs page and
 * post, and the "Copy page" button that copies it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import {llmsPluginOptions} from '../../src/config/llms';
import {site} from '../../src/data/site';
import {isRedirectStub, routeOf} from '../lib/builtRoutes';
import {expect, open, test} from './fixtures';

const buildDir = join(__dirname, '..', '..', 'build');

/** Routes of the built docs pages (not generated category indexes) and posts, by kind. */
function builtPages(): {docs: Map<string, string>; posts: Set<string>} {
  const docs = new Map<string, string>();
  const posts = new Set<string>();
  const files = readdirSync(buildDir, {recursive: true, withFileTypes: true}).filter(
    (e) => e.isFile() && e.name.endsWith('.html'),
  );
  for (const e of files) {
    const file = join(e.parentPath, e.name);
    const html = readFileSync(file, 'utf8');
    if (isRedirectStub(html)) continue;
    const htmlClass = /<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1] ?? '';
    const route = routeOf(relative(buildDir, file));
    const section = /\bplugin-id-([\w-]+)/.exec(htmlClass)?.[1] ?? '';
    if (/\bdocs-doc-page\b/.test(htmlClass) && /\bdocs-doc-id-/.test(htmlClass)) docs.set(route, section);
    if (/\bblog-post-page\b/.test(htmlClass)) posts.add(route);
  }
  return {docs, posts};
}

interface Entry {
  readonly section: string;
  readonly title: string;
  readonly url: string;
}

/** The `- [title](url): description` entries of llms.txt, with the `##` section they are in. */
function entriesOf(text: string): Entry[] {
  let section = '';
  const entries: Entry[] = [];
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1] ?? '';
    const entry = /^- \[(.+?)\]\((\S+?)\)/.exec(line);
    if (entry) entries.push({section, title: entry[1] ?? '', url: entry[2] ?? ''});
  }
  return entries;
}

const routeOfTwin = (url: string) => new URL(url).pathname.replace(/\.md$/, '');
const parse = (markdown: string) => unified().use(remarkParse).use(remarkGfm).parse(markdown);

test.describe('llms.txt and the Markdown twins', () => {
  test('/llms.txt lists every docs page once, by section, and every post under Optional', async ({request}) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text.startsWith(`# ${site.title}\n\n> `)).toBe(true);
    const entries = entriesOf(text);
    const {docs, posts} = builtPages();

    const docEntries = entries.filter((e) => e.section !== 'Optional' && e.section !== 'Full text');
    const listed = docEntries.map((e) => routeOfTwin(e.url));
    expect(
      listed.filter((r, i) => listed.indexOf(r) !== i),
      'listed twice',
    ).toEqual([]);
    expect([...listed].sort()).toEqual([...docs.keys()].sort());
    for (const e of docEntries) expect(e.url.startsWith(`${site.url}/`) && e.url.endsWith('.md')).toBe(true);

    const optional = entries.filter((e) => e.section === 'Optional').map((e) => routeOfTwin(e.url));
    expect([...optional].sort()).toEqual([...posts].sort());
  });

  test('every twin answers 200 with the title as h1, no front matter, no JSX and only absolute links', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const entries = entriesOf(await (await request.get('/llms.txt')).text()).filter((e) => e.section !== 'Full text');
    expect(entries.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const {title, url} of entries) {
      const path = new URL(url).pathname;
      const response = await request.get(path);
      if (response.status() !== 200) {
        problems.push(`${path}: HTTP ${response.status()}`);
        continue;
      }
      const markdown = await response.text();
      const tree = parse(markdown);
      const first = tree.children[0];
      const h1 =
        first?.type === 'heading' && first.depth === 1
          ? markdown.slice(first.position?.start.offset, first.position?.end.offset)
          : '';
      if (h1.replace(/\\/g, '') !== `# ${title.replace(/\\/g, '')}`)
        problems.push(`${path}: opens with "${h1}", not "# ${title}"`);
      if (markdown.startsWith('---')) problems.push(`${path}: front matter`);
      visit(tree, (node) => {
        if (
          (node.type === 'link' || node.type === 'definition' || node.type === 'image') &&
          !/^(https?:|mailto:)/.test(node.url)
        )
          problems.push(`${path}: relative link ${node.url}`);
        // The site's own addresses as it serves them: no trailing slash but for the home page.
        if (
          (node.type === 'link' || node.type === 'definition') &&
          /^https:\/\/packit\.dev\/.*[^/]\/(#|$)/.test(node.url)
        )
          problems.push(`${path}: trailing slash ${node.url}`);
        if (node.type === 'html' && /^<[A-Z]/.test(node.value)) problems.push(`${path}: JSX ${node.value}`);
        if (node.type === 'paragraph') {
          const text = markdown.slice(node.position?.start.offset, node.position?.end.offset);
          if (/^(import|export) /.test(text)) problems.push(`${path}: MDX ${text.slice(0, 40)}`);
          if (/^:::/.test(text)) problems.push(`${path}: admonition left as is`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  test('/llms-full.txt holds every page of the user documentation; the other sections have their own', async ({
    request,
  }) => {
    const entries = entriesOf(await (await request.get('/llms.txt')).text());
    const {docs} = builtPages();
    const full = await (await request.get('/llms-full.txt')).text();
    const user = [...docs].filter(([, section]) => llmsPluginOptions.userDocs.includes(section));
    expect(user.length).toBeGreaterThan(50);
    const missing = user.filter(([route]) => !full.includes(`\nURL: ${site.url}${route}\n`)).map(([route]) => route);
    expect(missing).toEqual([]);

    const fullTexts = entries.filter((e) => e.section === 'Full text');
    const others = new Set([...docs.values()].filter((s) => !llmsPluginOptions.userDocs.includes(s)));
    expect(fullTexts).toHaveLength(others.size + 1);
    for (const {url} of fullTexts) {
      const response = await request.get(new URL(url).pathname);
      expect(response.status(), url).toBe(200);
      expect(await response.text()).toContain(`\nURL: ${site.url}/`);
    }
  });
});

test.describe('Copy page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const path of ['/docs/guide', '/posts/weekly/2025/week-43']) {
    test(`${path}: the button copies the page's Markdown, fetched on click, and says so`, async ({
      page,
      consoleProblems,
    }) => {
      const twinRequests: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.endsWith('.md')) twinRequests.push(r.url());
      });
      await open(page, path);
      const button = page.getByRole('button', {name: 'Copy page'});
      await expect(button).toBeVisible();
      expect(twinRequests, 'nothing fetched before use').toEqual([]);
      await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', `${path}.md`);

      const title = page.locator('article h1').first();
      const before = await title.boundingBox();
      // Keyboard only: focus the button and press Enter.
      await button.focus();
      await page.keyboard.press('Enter');
      // role=status is a polite live region: screen readers announce its new text.
      const status = page.getByRole('status').filter({hasText: 'Copied'});
      await expect(status).toBeVisible();
      expect(await title.boundingBox(), 'no layout shift').toEqual(before);
      expect(twinRequests).toHaveLength(1);

      const expected = await (await page.request.get(`${path}.md`)).text();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(expected);
      expect(copied.startsWith('# ')).toBe(true);
      expect(consoleProblems).toEqual([]);
    });
  }

  test('a failed download says the copy failed', async ({page}) => {
    await page.route('**/docs/guide.md', (route) => route.fulfill({status: 500, body: ''}));
    await open(page, '/docs/guide');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copy failed'})).toBeVisible();
  });

  test('the blog list pages show no button', async ({page}) => {
    await open(page, '/posts');
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  });
});
