// cspell:ignore triger -- the misspelled key of the test configuration
/**
 * Helpers for driving the configuration checker (/docs/configuration/check), shared by its browser
 * tests and `npm run bench:checker`.
 */
import type {Locator} from '@playwright/test';

import {FULL_EXAMPLE} from '../../src/packit-config/examples';

/** About 1 MB of configuration: the full example's jobs over and over, every 50th with a misspelled key. */
export function bigConfiguration(size = 1_000_000): string {
  const example = FULL_EXAMPLE.text;
  const at = example.indexOf('jobs:\n') + 'jobs:\n'.length;
  const jobs = example.slice(at);
  let text = example.slice(0, at);
  for (let i = 0; text.length < size; i++) text += i % 50 === 0 ? jobs.replace('trigger:', 'triger:') : jobs;
  return text;
}

/** Replace the editor's text as a reader's paste does: select all, then a `paste` event carrying the text. */
export async function paste(editor: Locator, text: string): Promise<void> {
  await editor.press('ControlOrMeta+a');
  await editor.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
  }, text);
}
