/**
 * The one place for the site's names, addresses and constants. The Docusaurus config, the
 * components and the tests read them from here; nothing else spells them out.
 */

/** The product's name, as every text and route of the site writes it. */
export const PRODUCT = 'Packit';

/** The product's name as it appears in routes (`/posts/packit-in-2024`, `/packit-service`). */
export const PRODUCT_SLUG = PRODUCT.toLowerCase();

export const site = {
  title: PRODUCT,
  tagline: 'Automate and ease the work of maintainers and developers.',
  url: 'https://packit.dev',
  baseUrl: '/',
  /** GitHub organisation and repository of this website. */
  organizationName: 'packit',
  projectName: 'packit.dev',
  /** The year of the build, as the original site computes it. */
  copyrightYear: new Date().getFullYear(),
} as const;

const github = `https://github.com/${site.organizationName}`;
const repository = `${github}/${site.projectName}`;

export const links = {
  github,
  repository,
  /** Base of the "Edit this page" links of the docs and the posts: the repository's main branch. */
  edit: `${repository}/tree/main`,
  /** Where a reader reports a problem with the site, e.g. a search that should have found something. */
  newIssue: `${repository}/issues/new`,
  dashboard: 'https://dashboard.packit.dev',
  status: 'https://status.packit.dev',
  usageApi: 'https://prod.packit.dev/api/usage',
} as const;

export const contact = {
  email: 'hello@packit.dev',
  matrixRoom: '#packit:fedora.im',
  matrixUrl: 'https://matrix.to/#/#packit:fedora.im?web-instance[element.io]=chat.fedoraproject.org',
  mastodonHandle: '@packit@fosstodon.org',
  mastodonUrl: 'https://fosstodon.org/@packit',
} as const;

/**
 * Algolia DocSearch of the public site. The application id and the API key only ever come from
 * the environment; the index name also names the local index.
 */
export const algolia = {
  indexName: 'packitdev',
} as const;
