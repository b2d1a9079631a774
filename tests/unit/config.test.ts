import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {blogPluginOptions, blogs} from '../../src/config/blogs';
import {footer} from '../../src/config/footer';
import {navbar} from '../../src/config/navbar';
import {redirects} from '../../src/config/redirects';
import {docsPluginOptions, sectionNavbarItems, sections} from '../../src/config/sections';
import {PRODUCT, PRODUCT_SLUG} from '../../src/config/site';

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
      () => sectionNavbarItems([{id: 'a', label: 'A', parent: 'nope', editUrl: 'https://example.org'}]),
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
      undefined,
      'docsVersionDropdown',
      'localeDropdown',
    ]);
    const github = navbar.items.find((i) => 'className' in i && i.className === 'header-github-link');
    assert.ok(github && 'aria-label' in github && github['aria-label'] === `${PRODUCT} on GitHub`);
  });

  it('has the Docs, Contact and More columns and a 2025 copyright', () => {
    assert.deepEqual(
      footer.links.map((c) => c.title),
      ['Docs', 'Contact', 'More'],
    );
    assert.match(footer.copyright, /Copyright © 2025 Packit/);
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
  it('are the 22 old URLs, each once, using the product name', () => {
    assert.equal(redirects.length, 22);
    assert.equal(new Set(redirects.map((r) => r.from)).size, 22);
    assert.ok(redirects.some((r) => r.from === `/docs/${PRODUCT_SLUG}-as-a-service` && r.to === '/docs/guide'));
    assert.ok(redirects.some((r) => r.from === '/posts/weekly/december-2022' && r.to === '/posts/weekly/2022'));
  });
});
