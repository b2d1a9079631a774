/**
 * Which card each page shows, and where its file lives. Read by the theme (the head tags of every
 * page) and by the social-cards plugin (which draws the files), so that both name the same file.
 */
import {blogs} from '../../data/blogs';
import {sections} from '../../data/sections';
import {PRODUCT, site} from '../../data/site';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The folder of the cards in the build, as a URL path. */
export const CARDS_PATH = '/img/cards';

/** What a card says, besides the details of a post. */
export interface CardLabel {
  /** The big text: the page's title. */
  readonly title: string;
  /** The small text above it: the section, the blog, or nothing. */
  readonly kicker: string;
}

/** The card's description for screen readers and link previews (`og:image:alt`). */
export function cardAlt({title, kicker}: CardLabel): string {
  if (kicker === '') return `${PRODUCT}: ${title}`;
  return kicker.startsWith(PRODUCT) ? `${kicker}: ${title}` : `${PRODUCT} ${kicker}: ${title}`;
}

/** The card of a page that has one of its own (`/docs/guide` → `/img/cards/docs/guide.png`). */
export function pageCardPath(permalink: string): string {
  return `${CARDS_PATH}${permalink === '/' ? '/index' : permalink.replace(/\/$/, '')}.png`;
}

/** The card of a section or a blog, shown by its list, tag and category pages. */
export function sectionCardPath(id: string): string {
  return `${CARDS_PATH}/section-${id}.png`;
}

/**
 * The React pages (src/pages/*.tsx and the search page) with a card of their own; Markdown pages
 * get theirs from their front matter, docs pages and posts from their metadata.
 */
const HOME: CardLabel = {title: site.tagline, kicker: ''};

export const TOP_PAGES: Readonly<Record<string, CardLabel>> = {
  '/': HOME,
  '/usage': {title: `How much the ${PRODUCT} service is used`, kicker: ''},
  '/search': {title: 'Search the documentation, the blog and the weekly updates', kicker: ''},
};

export interface SectionCard extends CardLabel {
  readonly id: string;
  /** The route base: pages under it show this card unless they have their own. */
  readonly base: string;
}

/** The cards of the sections and blogs, longest route base first (`/posts/weekly` before `/posts`). */
export const SECTION_CARDS: readonly SectionCard[] = [
  ...sections.map((s) => ({
    id: s.id,
    base: `/${s.id}`,
    title: s.label,
    kicker: sections.find((p) => p.id === s.parent)?.label ?? '',
  })),
  ...Object.values(blogs).map((b) => ({id: b.id, base: `/${b.routeBasePath}`, title: b.description, kicker: b.title})),
].sort((a, b) => b.base.length - a.base.length);

/**
 * The card of a page with none of its own: a React top page's, else its section's or blog's (list,
 * tag and category pages), else the home page's (the 404 page). `pathname` is relative to the base URL.
 */
export function defaultCard(pathname: string): {readonly path: string; readonly label: CardLabel} {
  const path = pathname.replace(/\/+$/, '') || '/';
  const top = TOP_PAGES[path];
  if (top) return {path: pageCardPath(path), label: top};
  const section = SECTION_CARDS.find(({base}) => path === base || path.startsWith(`${base}/`));
  if (section) return {path: sectionCardPath(section.id), label: section};
  return {path: pageCardPath('/'), label: HOME};
}
