/**
 * Security of the sources: no secret is committed, the Algolia key comes only from the
 * environment, and the HTML that the configuration feeds the theme (announcement bar, footer) is
 * plain text with links and cannot run anything.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {announcementBar} from '../../src/config/announcement';
import {footer} from '../../src/config/footer';
import {navbar} from '../../src/config/navbar';
import {searchSettings} from '../../src/config/search';
import {algolia} from '../../src/data/site';
import {findSecrets} from '../lib/secrets';

const root = join(import.meta.dirname, '..', '..');

/** The repository's files: tracked ones and new ones that are not ignored. */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root});
  return out
    .toString('utf8')
    .split('\0')
    .filter((f) => f !== '');
}

describe('secrets', () => {
  it('are recognised in their usual formats', () => {
    // Built at run time, so that this file does not itself look like it holds secrets.
    const samples = [
      ['gh', 'p_', 'A1b2'.repeat(9)],
      ['AK', 'IA', 'ABCDEFGHIJKLMNOP'],
      ['-----BEGIN RSA ', 'PRIVATE KEY-----'],
      ['AI', 'za', 'Sy0'.repeat(11), 'Q7'],
      ['xo', 'xb-', '123456789012-abcdef'],
      ['api', 'Key: "', 'a1B2c3D4'.repeat(4), '"'],
      ['ey', 'J', 'a'.repeat(12), '.ey', 'J', 'b'.repeat(12), '.', 'c'.repeat(12)],
    ].map((parts) => parts.join(''));
    for (const sample of samples) assert.equal(findSecrets('sample', `x ${sample} y`).length, 1, sample.slice(0, 6));
    assert.deepEqual(findSecrets('sample', 'apiKey: "local-search-only", version: "1.2.3"'), []);
    // Documentation shows where a reader's own token goes.
    assert.deepEqual(findSecrets('sample', 'token: glpat-replace-with-your-token'), []);
  });

  it('are not in any file of the repository', () => {
    const findings = repositoryFiles().flatMap((file) => {
      const path = join(root, file);
      let stat;
      try {
        stat = statSync(path);
      } catch {
        return []; // deleted in the work tree
      }
      if (!stat.isFile() || stat.size > 5_000_000) return [];
      const bytes = readFileSync(path);
      if (bytes.includes(0)) return []; // binary
      return findSecrets(file, bytes.toString('utf8'));
    });
    assert.deepEqual(findings, []);
  });

  it('the Algolia key comes only from the environment', () => {
    assert.equal('apiKey' in algolia, false);
    assert.equal(searchSettings({}).backend, 'local');
    assert.equal(searchSettings({}).apiKey, 'local-search-only');
    const env = {ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'from-the-environment', ALGOLIA_INDEX_NAME: 'i'};
    assert.equal(searchSettings(env).apiKey, 'from-the-environment');
  });
});

/** Tags and attributes the configuration's HTML may use: links, nothing else. */
const ALLOWED_TAGS = new Set(['a']);
const ALLOWED_ATTRIBUTES = new Set(['href']);

/** Why an HTML string from the configuration is unsafe, if it is. */
function unsafeHtml(html: string): string[] {
  const problems: string[] = [];
  for (const [, tag = '', attributes = ''] of html.matchAll(/<\/?\s*([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (!ALLOWED_TAGS.has(tag.toLowerCase())) problems.push(`tag <${tag}>`);
    for (const [, name = '', ...values] of attributes.matchAll(
      /([^\s=/]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|(\S+)))?/g,
    )) {
      // Only the group of the quoting used matched.
      const value = values.filter(Boolean)[0] ?? '';
      if (!ALLOWED_ATTRIBUTES.has(name.toLowerCase())) problems.push(`attribute ${name}`);
      else if (!/^(\/|https:\/\/|mailto:)/.test(value)) problems.push(`href "${value}"`);
    }
  }
  if (/<\s*script|javascript:|\bon\w+\s*=/i.test(html)) problems.push('script');
  if ((html.match(/</g) ?? []).length !== (html.match(/>/g) ?? []).length) problems.push('unbalanced < >');
  return problems;
}

describe('HTML in the configuration', () => {
  it('the announcement bar is text with one link into the site', () => {
    assert.deepEqual(unsafeHtml(announcementBar.content), []);
    assert.deepEqual(
      [...announcementBar.content.matchAll(/<a href="([^"]*)">/g)].map((m) => m[1]?.startsWith('/')),
      [true],
    );
  });

  it('the footer copyright is plain text', () => {
    assert.deepEqual(unsafeHtml(footer.copyright), []);
    assert.doesNotMatch(footer.copyright, /[<>]/);
  });

  it('no navbar or footer item injects raw HTML', () => {
    const items: readonly object[] = [
      ...navbar.items,
      ...footer.links.flatMap((column): readonly object[] => column.items),
    ];
    assert.deepEqual(
      items.filter((item) => 'html' in item),
      [],
    );
  });

  it('the checker refuses scripts, handlers, other tags and odd links', () => {
    assert.deepEqual(unsafeHtml('<a href="/docs">ok</a>'), []);
    assert.notDeepEqual(unsafeHtml('<script>alert(1)</script>'), []);
    assert.notDeepEqual(unsafeHtml('<a href="/x" onclick="steal()">x</a>'), []);
    assert.notDeepEqual(unsafeHtml('<a href="javascript:alert(1)">x</a>'), []);
    assert.notDeepEqual(unsafeHtml('<img src=x onerror=alert(1)>'), []);
    assert.notDeepEqual(unsafeHtml('<a href="http://example.org">x</a>'), []);
  });
});
