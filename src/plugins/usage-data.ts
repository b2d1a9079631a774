import {readFile} from 'node:fs/promises';
import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {pageSnapshot, parseUsageSnapshot, USAGE_DATA_PLUGIN, type UsageSnapshot} from '../usage';

/** Where `npm run usage:fetch` writes the snapshot, relative to the site. */
export const USAGE_DATA_FILE = join('src', 'data', 'usage.json');

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
 * Makes the usage snapshot of `src/data/usage.json`, when there is one, the global data of this
 * plugin (less what the page does not show: see pageSnapshot); the global data is null without
 * it, and the usage page then asks the API itself.
 */
export default function usageDataPlugin(context: LoadContext): Plugin<UsageSnapshot | null> {
  const file = join(context.siteDir, USAGE_DATA_FILE);
  return {
    name: USAGE_DATA_PLUGIN,
    loadContent: () => loadUsageSnapshot(file),
    contentLoaded({content, actions}) {
      actions.setGlobalData(content && pageSnapshot(content));
    },
    getPathsToWatch: () => [file],
  };
}
