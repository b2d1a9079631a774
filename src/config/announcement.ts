import type {UserThemeConfig} from '@docusaurus/theme-common';

/**
 * The announcement bar above the navbar. Change `id` whenever the content changes, so that
 * readers who closed the previous announcement see the new one.
 */
export const announcementBar = {
  id: 'flock-2025-workshop',
  content:
    'Missed the Flock 2025 workshop? Follow <a href="/flock-2025-workshop">its step-by-step sheet</a> ' +
    'to automate your Fedora releases with Packit.',
  isCloseable: true,
  // The theme writes these as inline styles (white and black unless set): the page's surface and
  // text colours follow the colour mode.
  backgroundColor: 'var(--ifm-background-surface-color)',
  textColor: 'var(--ifm-font-color-base)',
} satisfies UserThemeConfig['announcementBar'];
