/**
 * Every packit.dev link that packit and the service print (tests/fixtures/printed-links.tsv),
 * followed over HTTP as each host of the playwright projects answers it, with the redirect pages it
 * meets: it must answer 200, end on its page, and that page must hold the section it names. On
 * GitHub Pages (`local`), printed-links.spec.ts also opens each one in Chromium; on `docusaurus
 * serve`, how Chromium loads that host's pages (the copy that drops the slash, the scroll to a
 * fragment) is what hosts.spec.ts and old-anchors.spec.ts check.
 */
import {load} from 'cheerio';

import {redirects} from '../../src/data/redirects';
import {printedLinks} from '../lib/oldAnchors';
import {expect, test} from './fixtures';

/** The target of a redirect page (`<meta http-equiv="refresh" content="0; url=/docs/about">`). */
const refreshTarget = (html: string) => /<meta http-equiv="refresh" content="0; url=([^"]+)"/i.exec(html)?.[1];

test('every printed link answers 200 and ends on its page, which holds its section', async ({request}) => {
  const problems: string[] = [];
  for (const link of printedLinks()) {
    const printed = new URL(link.url);
    const route = printed.pathname === '/' ? '/' : printed.pathname.replace(/\/$/, '');
    const expected = redirects.find((r) => r.from === route)?.to ?? route;
    let response = await request.get(`${printed.pathname}${printed.search}`);
    let html = await response.text();
    const target = refreshTarget(html);
    if (target !== undefined) {
      response = await request.get(target);
      html = await response.text();
    }
    // A page served for an address with a slash is the copy that drops it (trailing-slash.ts).
    const landed = (target ?? new URL(response.url()).pathname).replace(/(.)\/$/, '$1');
    const $ = load(html);
    const where = `${link.url} (${link.sources[0] ?? ''})`;
    if (response.status() !== 200) problems.push(`${where}: HTTP ${response.status()}`);
    if (landed !== expected) problems.push(`${where}: ended on ${landed}, not ${expected}`);
    if ($('title').text().includes('Page Not Found')) problems.push(`${where}: the not-found page`);
    const id = decodeURIComponent(printed.hash.slice(1));
    if (id !== '' && $(`[id="${id}"]`).length !== 1) problems.push(`${where}: no element with id "${id}"`);
  }
  expect(problems).toEqual([]);
});
