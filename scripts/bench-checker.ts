/**
 * npm run bench:checker — how the configuration checker (/docs/configuration/check) copes with a
 * 1 MB paste, in Chromium on the production build (run `npm run build` first): the time from the
 * paste to the answer, the check's own time in the worker, and the longest animation frame
 * meanwhile: the longest time the page drew nothing and took no input (a long-animation-frame
 * entry counts script and the browser's own style, layout and paint, which long tasks miss).
 * Three rounds; prints the median.
 * CHROMIUM_PATH picks the browser (default /usr/bin/chromium when present).
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';

import {chromium} from '@playwright/test';

import {bigConfiguration, paste} from './lib/checker';
import {serveStatic} from './lib/static-server';

const PATH = '/docs/configuration/check';
const ROUNDS = 3;

interface Timings {
  frames: number[];
  pastedAt: number;
  answeredAt?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<void> {
  const build = join(import.meta.dirname, '..', 'build');
  if (!existsSync(join(build, 'docs', 'configuration', 'check.html'))) throw new Error('Run `npm run build` first.');
  const server = await serveStatic(build);
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({executablePath});
  const text = bigConfiguration();
  console.log(`paste: ${(text.length / 1e6).toFixed(2)} MB, ${text.split('\n').length} lines`);
  const rounds: {answer: number; worker: number; longest: number}[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const page = await browser.newPage();
      await page.goto(`${server.url}${PATH}`);
      const result = page.locator('section[aria-label="Result of the check"]');
      await result.getByText('Paste a configuration').waitFor();
      // Times are taken in the page: from the paste to the moment the result is drawn.
      await page.evaluate(() => {
        const w = window as unknown as Timings;
        w.frames = [];
        window.addEventListener(
          'paste',
          () => {
            w.pastedAt = performance.now();
          },
          {capture: true},
        );
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.frames.push(entry.duration);
        }).observe({type: 'long-animation-frame'});
        new MutationObserver((_, observer) => {
          if (document.querySelector('section[aria-label="Result of the check"] [data-status="invalid"]')) {
            w.answeredAt = performance.now();
            observer.disconnect();
          }
        }).observe(document.body, {subtree: true, childList: true});
      });
      await paste(page.getByRole('textbox', {name: 'Your .packit.yaml'}), text);
      await result.locator('[data-status="invalid"]').waitFor({timeout: 60_000});
      const worker = Number(await result.getAttribute('data-ms'));
      const {answer, longest} = await page.evaluate(() => {
        const w = window as unknown as Timings;
        return {answer: (w.answeredAt ?? NaN) - w.pastedAt, longest: Math.max(0, ...w.frames)};
      });
      rounds.push({answer, worker, longest});
      console.log(
        `round ${round + 1}: answer ${answer.toFixed(0)} ms, check in the worker ${worker.toFixed(0)} ms, longest frame ${longest.toFixed(0)} ms`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const pick = (key: keyof (typeof rounds)[number]) => median(rounds.map((r) => r[key])).toFixed(0);
  console.log(
    `median of ${ROUNDS}: answer ${pick('answer')} ms, worker ${pick('worker')} ms, longest frame ${pick('longest')} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(`bench:checker: ${(error as Error).message}`);
  process.exitCode = 1;
});
