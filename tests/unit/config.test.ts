import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import config from '../../docusaurus.config';
import {blogPluginOptions, blogs} from '../../src/data/blogs';
import {footer} from '../../src/config/footer';
import {navbar} from '../../src/config/navbar';
import {redirects} from '../../src/data/redirects';
import {docsPluginOptions, sectionNavbarItems, sections} from '../../src/data/sections';
import {PRODUCT, PRODUCT_SLUG, site} from '../../src/data/site';

describe('the site config', () => {
  it('makes broken links, anchors, Markdown links and images, and duplicate routes fail the build', () => {
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenAnchors, 'throw');
    assert.equal(config.onDuplicateRoutes, 'throw');
    assert.deepEqual(config.markdown?.hooks, {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'});
  });
});

describe('sections', () => {
  it('are the eight docs instances, each with id = folder = route base', () => {
    assert.deepEqual(
      sections.map((s) => s.id),
      ['docs', 'fedora-ci', 'source-git', 'development', 'deployment', 'research', 'agile', 'specfile'],
    );
    for (const section of sections) {
      const options = docsPluginOptions(section);
      assert.equal(options.id, section.id);
      assert.equal(options.path, section.id);
      assert.equal(options.routeBasePath, section.id);
      assert.deepEqual(options.versions, {current: {label: 'Next'}});
    }
  });

  it('generate the navbar: plain links, and a dropdown for a section with children', () => {
    const items = sectionNavbarItems();
    assert.deepEqual(
      items.map((i) => i.label),
      ['Documentation', 'Fedora CI', 'Source-git', 'Development'],
    );
    const development = items[3];
    assert.ok(development);
    assert.equal(development.type, 'dropdown');
    assert.equal(development.to, '/development');
    assert.deepEqual(
      development.items?.map((i) => [i.label, i.docsPluginId]),
      [
        ['Deployment', 'deployment'],
        ['Research', 'research'],
        ['Agile', 'agile'],
        ['specfile library', 'specfile'],
      ],
    );
  });

  it('refuse a parent that is not a section', () => {
    assert.throws(
      () => sectionNavbarItems([{id: 'a', label: 'A', parent: 'nope'}]),
      /Section "a" names an unknown parent "nope"/,
    );
  });
});

describe('navbar and footer', () => {
  it('list the blogs, the external links and an accessible GitHub icon', () => {
    const labels = navbar.items.map((i) => ('label' in i ? i.label : i.type));
    assert.deepEqual(labels, [
      'Documentation',
      'Fedora CI',
      'Source-git',
      'Development',
      'Blog Posts',
      'Dashboard',
      'Status',
      'Service',
      undefined,
      'docsVersionDropdown',
      'localeDropdown',
    ]);
    const github = navbar.items.find((i) => 'className' in i && i.className === 'header-github-link');
    assert.ok(github && 'aria-label' in github && github['aria-label'] === `${PRODUCT} on GitHub`);
  });

  it('has the Docs, Contact and More columns and a copyright of the configured year', () => {
    assert.deepEqual(
      footer.links.map((c) => c.title),
      ['Docs', 'Contact', 'More'],
    );
    assert.ok(footer.copyright.startsWith(`Copyright © ${site.copyrightYear} ${PRODUCT}`), footer.copyright);
  });
});

describe('blogs', () => {
  it('are titled with the product name and close their tags and authors', () => {
    assert.equal(blogs.posts.title, `${PRODUCT} Blog`);
    assert.equal(blogs.weekly.title, `${PRODUCT} Weekly`);
    for (const blog of Object.values(blogs)) {
      const options = blogPluginOptions(blog);
      assert.equal(options.postsPerPage, 10);
      assert.equal(options.onInlineTags, 'throw');
      assert.equal(options.onInlineAuthors, 'throw');
      assert.equal(options.onUntruncatedBlogPosts, 'throw');
      assert.equal(options.feedOptions?.title, blog.title);
    }
    assert.equal(blogPluginOptions(blogs.weekly).blogSidebarCount, 12);
    assert.equal(blogPluginOptions(blogs.weekly).routeBasePath, 'posts/weekly');
  });
});

describe('redirects', () => {
  it('each leave an old URL that no page uses, once, for a page that exists', () => {
    const routes = new Set(
      readFileSync(join(import.meta.dirname, '..', 'routes.txt'), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('/'))
        .map((line) => line.split('\t')[0]),
    );
    assert.ok(routes.size > 100);
    assert.equal(new Set(redirects.map((r) => r.from)).size, redirects.length);
    for (const {from, to} of redirects) {
      assert.equal(routes.has(from), false, `${from} is a page of the site`);
      assert.ok(routes.has(to), `${from} -> ${to}: no such page`);
    }
    assert.ok(redirects.some((r) => r.from === `/docs/${PRODUCT_SLUG}-as-a-service`));
  });
});
