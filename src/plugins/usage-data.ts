import {readFile} from 'node:fs/promises';
import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {pageSnapshot, parseUsageSnapshot, USAGE_DATA_PLUGIN, type UsageSnapshot} from '../usage';

/** Where `npm run usage:fetch` writes the snapshot, relative to the site. */
export const USAGE_DATA_FILE = join('src', 'data', 'usage.json');

/** The route of the usage page, which this plugin registers (see docusaurus.config.ts). */
export const USAGE_ROUTE = '/usage';

/** The page component; the pages plugin skips it, so that this plugin can give it its data. */
export const USAGE_PAGE_COMPONENT = '@site/src/pages/usage.tsx';

/** Reads and checks the snapshot; null when there is none, or when it cannot be used (with a warning). */
export async function loadUsageSnapshot(file: string): Promise<UsageSnapshot | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    return parseUsageSnapshot(JSON.parse(text));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(
      `[${USAGE_DATA_PLUGIN}] Ignoring ${file}: ${reason} The usage page will ask the API from the browser instead; run \`npm run usage:fetch\` to write a new snapshot.`,
    );
    return null;
  }
}

/**
 * Registers the usage page at /usage with the snapshot of `src/data/usage.json` (less what the page
 * does not show: see pageSnapshot) as route data: a JSON module written with createData that only
 * that route loads, passed to the page as its `usage` prop (`{snapshot}`). It is null without a snapshot, and
 * the page then asks the API itself. (Global data would ship in the first load of every page.)
 */
export default function usageDataPlugin(context: LoadContext): Plugin<UsageSnapshot | null> {
  const file = join(context.siteDir, USAGE_DATA_FILE);
  return {
    name: USAGE_DATA_PLUGIN,
    loadContent: () => loadUsageSnapshot(file),
    async contentLoaded({content, actions}) {
      // A route module must be an object: the snapshot, or null, is under `snapshot`.
      const usage = await actions.createData(
        'usage-snapshot.json',
        JSON.stringify({snapshot: content && pageSnapshot(content)}),
      );
      actions.addRoute({
        path: `${context.baseUrl.replace(/\/$/, '')}${USAGE_ROUTE}`,
        component: USAGE_PAGE_COMPONENT,
        exact: true,
        modules: {usage},
      });
    },
    getPathsToWatch: () => [file],
  };
}
