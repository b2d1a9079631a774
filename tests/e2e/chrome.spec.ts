import {announcementBar} from '../../src/config/announcement';
import {contact, links} from '../../src/data/site';
import {expect, hydrated, open, test} from './fixtures';

test.describe('navbar', () => {
  test('lists the sections, the blogs and the external links with their targets', async ({page}) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    const expected: [string, string][] = [
      ['Documentation', '/docs'],
      ['Fedora CI', '/fedora-ci'],
      ['Source-git', '/source-git'],
      ['Deployment', '/deployment'],
      ['Research', '/research'],
      ['Agile', '/agile'],
      ['specfile library', '/specfile'],
      ['Weekly Updates', '/posts/weekly'],
      ['Dashboard', links.dashboard],
      ['Status', links.status],
      ['Packit on GitHub', links.github],
    ];
    for (const [name, href] of expected) {
      await expect(nav.locator(`a[href="${href}"]`).first(), name).toHaveText(name === 'Packit on GitHub' ? '' : name);
    }
    // The two dropdowns are buttons that also link to their section.
    for (const [name, href] of [
      ['Development', '/development'],
      ['Blog Posts', '/posts'],
    ] as const) {
      await expect(nav.getByRole('button', {name, exact: true})).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    await expect(nav.getByRole('button', {name: 'English'})).toBeVisible();
    // The GitHub link is an icon: its name comes from aria-label, not from text.
    await expect(nav.getByRole('link', {name: 'Packit on GitHub'})).toHaveText('');
    // The docs version switcher shows on the pages of the versioned section only.
    await expect(nav.getByRole('link', {name: 'Next'})).toBeHidden();
    await open(page, '/docs/guide');
    await expect(nav.getByRole('link', {name: 'Next'})).toBeVisible();
  });

  test('internal links navigate inside the site', async ({page}) => {
    await open(page, '/');
    await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Fedora CI'}).click();
    await expect(page).toHaveURL(/\/fedora-ci$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Fedora CI documentation');
    expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
  });

  test('a dropdown opens on click and closes on a click outside', async ({page}) => {
    await open(page, '/');
    const locale = page.locator('.navbar__item.dropdown').filter({hasText: 'English'});
    const item = locale.locator('.dropdown__menu').getByRole('link', {name: 'English'});
    await expect(item).toBeHidden();
    await locale.getByRole('button', {name: 'English'}).click();
    await expect(item).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.mouse.click(640, 600);
    await expect(item).toBeHidden();
  });

  test('a dropdown opens on Enter and closes when focus moves out', async ({page}) => {
    await open(page, '/');
    const development = page.locator('.navbar__item.dropdown').filter({hasText: 'Development'});
    const toggle = development.getByRole('button', {name: 'Development'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(development).toHaveClass(/dropdown--show/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(development.getByRole('link', {name: 'Research'})).toBeVisible();
    await page.getByRole('link', {name: 'Get started'}).focus();
    await expect(development).not.toHaveClass(/dropdown--show/);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.mouse.click(640, 700);
    await expect(development).not.toHaveClass(/dropdown--show/);
  });

  test('hides on scroll down and comes back on scroll up', async ({page}) => {
    await open(page, '/docs/guide');
    const navbar = page.locator('nav.navbar');
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(100);
    await page.mouse.wheel(0, 600);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -300);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });
});

test.describe('mobile menu', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('opens below 996 px, lists the navbar and leads back from the docs sidebar', async ({page}) => {
    await open(page, '/docs');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a docs page the menu opens on the section's sidebar, with a way back to the main menu.
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Fedora CI'})).toBeVisible();
    await expect(sidebar.getByRole('button', {name: 'Languages'})).toBeVisible();
    await sidebar.getByRole('link', {name: 'Fedora CI'}).click();
    await expect(page).toHaveURL(/\/fedora-ci$/);
    await expect(sidebar).not.toBeVisible();
  });

  test('is made when it first opens, not while the page hydrates', async ({page}) => {
    await open(page, '/docs/guide');
    await hydrated(page);
    const items = page.locator('.navbar-sidebar .navbar-sidebar__item');
    // The two panels are there, empty: the navbar's links and the docs sidebar come with the menu.
    await expect(items).toHaveCount(2);
    await expect(items.locator('a')).toHaveCount(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(items.nth(1).getByRole('link', {name: 'Onboarding guide'})).toBeVisible();
    expect(await items.locator('a').count()).toBeGreaterThan(30);
  });

  test('is not there on a desktop-wide window', async ({page}) => {
    await page.setViewportSize({width: 1000, height: 900});
    await open(page, '/docs');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });
});

test('the skip link is the first Tab stop and moves focus into the main content', async ({page}) => {
  await open(page, '/docs');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Chromium drops focus from <main> once its temporary tabindex goes; the next Tab stop is inside it.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(
    () => document.activeElement?.closest('#__docusaurus_skipToContent_fallback') !== null,
  );
  expect(inMain).toBe(true);
});

test.describe('footer', () => {
  test('has the Docs, Contact and More columns with their targets and the copyright', async ({page}) => {
    await open(page, '/');
    const footer = page.locator('footer');
    const expected: [string, string][] = [
      ['Onboarding guide', '/docs/guide'],
      ['Fedora releases guide', '/docs/fedora-releases-guide'],
      [`Matrix: ${contact.matrixRoom}`, contact.matrixUrl],
      [contact.email, `mailto:${contact.email}`],
      [`Mastodon: ${contact.mastodonHandle}`, contact.mastodonUrl],
      ['Usage Charts', '/usage'],
      ['Blog Posts', '/posts'],
      ['GitHub', links.github],
      ['Source of this site', links.repository],
    ];
    for (const [name, href] of expected) {
      await expect(footer.locator(`a[href="${href}"]`), name).toHaveText(name);
    }
    for (const title of ['Docs', 'Contact', 'More']) {
      await expect(footer.locator('.footer__title', {hasText: title})).toBeVisible();
    }
    await expect(footer.getByRole('link', {name: `Mastodon: ${contact.mastodonHandle}`})).toHaveAttribute(
      'rel',
      /\bme\b/,
    );
    // The year the build was made (this test runs right after it).
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} Packit contributors`);
  });
});

test.describe('announcement bar', () => {
  test('shows its content and stays dismissed after a reload', async ({page}) => {
    await open(page, '/');
    const bar = page.getByRole('region', {name: 'Announcement'});
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', {name: 'its step-by-step sheet'})).toHaveAttribute(
      'href',
      '/flock-2025-workshop',
    );
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(announcementBar.id);
    await page.reload();
    await hydrated(page);
    await expect(page.getByText('Missed the Flock 2025 workshop?')).toBeHidden();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`takes the page's colours in ${mode} mode`, async ({page}) => {
      await open(page, `/?docusaurus-theme=${mode}`);
      const bar = page.getByRole('region', {name: 'Announcement'});
      // Relative luminance (WCAG) of the bar's background and text, as the browser computed them.
      const [background, text] = await bar.evaluate((el) => {
        const luminance = (color: string) => {
          const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
            const c = Number(v) / 255;
            return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
        };
        const style = getComputedStyle(el);
        return [luminance(style.backgroundColor), luminance(style.color)];
      });
      if (mode === 'dark') expect(background).toBeLessThan(text);
      else expect(background).toBeGreaterThan(text);
      expect((Math.max(background, text) + 0.05) / (Math.min(background, text) + 0.05)).toBeGreaterThanOrEqual(7);
    });
  }
});
