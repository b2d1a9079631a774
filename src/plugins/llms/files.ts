/**
 * The text files for language models, after llmstxt.org: `/llms.txt` (an index of every page's
 * Markdown twin, by section, in sidebar order), `/llms-full.txt` (the user documentation in full)
 * and one `/llms-full-<section>.txt` per other section.
 */

/** One page of the site with its Markdown twin. */
export interface TwinPage {
  readonly title: string;
  readonly description: string;
  /** Route of the HTML page, `/docs/guide`. */
  readonly route: string;
  /** The Markdown twin. */
  readonly markdown: string;
}

/** A docs section or a blog, with its pages in reading order. */
export interface PageGroup {
  readonly id: string;
  readonly label: string;
  readonly pages: readonly TwinPage[];
}

/** Path of a route's twin: `/docs/guide` → `/docs/guide.md`. */
export const twinPath = (route: string): string => `${route.replace(/\/+$/, '') || '/index'}.md`;

export const LLMS_TXT = '/llms.txt';
export const LLMS_FULL_TXT = '/llms-full.txt';
/** The full-text file of a section that is not part of the user documentation. */
export const sectionFullTextPath = (id: string): string => `/llms-full-${id}.txt`;

export interface LlmsTxtInput {
  readonly siteUrl: string;
  readonly title: string;
  /** One sentence for the blockquote. */
  readonly summary: string;
  /** A paragraph on the site and how to use the files. */
  readonly details: string;
  /** Docs sections in navbar order. */
  readonly sections: readonly PageGroup[];
  /** Ids of the sections whose pages make up `/llms-full.txt`. */
  readonly userDocs: readonly string[];
  readonly blogs: readonly PageGroup[];
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const listEntry = (siteUrl: string, page: TwinPage) =>
  `- [${oneLine(page.title)}](${new URL(twinPath(page.route), siteUrl).href})${
    page.description === '' ? '' : `: ${oneLine(page.description)}`
  }`;

/** `/llms.txt`. */
export function llmsTxt(input: LlmsTxtInput): string {
  const abs = (path: string) => new URL(path, input.siteUrl).href;
  const userLabels = input.sections.filter((s) => input.userDocs.includes(s.id)).map((s) => s.label);
  const fullText = [
    `- [User documentation in full](${abs(LLMS_FULL_TXT)}): every page of ${userLabels.join(', ')}, in one file`,
    ...input.sections
      .filter((s) => !input.userDocs.includes(s.id))
      .map((s) => `- [${s.label} in full](${abs(sectionFullTextPath(s.id))}): every page of ${s.label}, in one file`),
  ];
  const parts = [
    `# ${input.title}`,
    `> ${oneLine(input.summary)}`,
    oneLine(input.details),
    ...input.sections.map((s) => [`## ${s.label}`, ...s.pages.map((p) => listEntry(input.siteUrl, p))].join('\n')),
    ['## Full text', ...fullText].join('\n'),
    ['## Optional', ...input.blogs.flatMap((b) => b.pages.map((p) => listEntry(input.siteUrl, p)))].join('\n'),
  ];
  return `${parts.join('\n\n')}\n`;
}

/** A full-text file: each page's twin under a line with its URL, pages separated by a rule. */
export function fullText(siteUrl: string, heading: string, groups: readonly PageGroup[]): string {
  const pages = groups.flatMap((g) =>
    g.pages.map((p) => {
      const [h1, ...rest] = p.markdown.trimEnd().split('\n');
      return [h1, '', `URL: ${new URL(p.route, siteUrl).href}`, ...rest].join('\n');
    }),
  );
  return `${[`# ${oneLine(heading)}`, ...pages].join('\n\n---\n\n')}\n`;
}
