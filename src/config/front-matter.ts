/**
 * Front matter as Docusaurus reads it, with one more check: a page's `description` is plain text
 * wherever it shows (the cards of a category's page, search results, link previews, the
 * `<meta name="description">` that search engines quote), so Markdown in it shows as typed:
 * "started by `podman kube play`". A description with Markdown code, emphasis or a link fails the
 * build, naming the file.
 */
import {relative} from 'node:path';

import type {ParseFrontMatter} from '@docusaurus/types';

/** Markdown that a plain-text description would show as typed: code, strong emphasis, a link. */
const MARKDOWN = /`|\*\*|\]\(/;

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const {description} = result.frontMatter;
  if (typeof description === 'string' && MARKDOWN.test(description))
    throw new Error(
      `${relative(process.cwd(), params.filePath)}: the description is shown as plain text (cards, search, link previews), so its Markdown would show as typed; write it without backticks, ** or links: ${description}`,
    );
  return result;
};
