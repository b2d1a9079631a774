/**
 * Draws cards in worker threads (worker.mjs), a few at a time, and keeps each PNG in a cache folder
 * under its key, so that a card is drawn once until what it shows changes.
 */
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import {join} from 'node:path';
import {Worker} from 'node:worker_threads';

import {cardElement, cardKey, type CardAssets, type CardNode, type CardSpec} from './card';
import {CARD_HEIGHT, CARD_WIDTH} from './paths';

export interface DrawStats {
  readonly drawn: number;
  readonly cached: number;
  readonly workers: number;
  readonly milliseconds: number;
}

/**
 * Threads to draw with: one fewer than the cores, at least one. The cards are drawn while the build
 * renders its pages in the main thread, so on 2 cores one thread uses the idle core.
 * SOCIAL_CARDS_WORKERS overrides it.
 */
export function workerCount(env = process.env): number {
  const asked = Number(env.SOCIAL_CARDS_WORKERS);
  return Number.isInteger(asked) && asked > 0 ? asked : Math.max(1, availableParallelism() - 1);
}

interface Reply {
  readonly png?: Uint8Array;
  readonly error?: string;
}

/** Sends a worker one card and waits for its PNG (or the error that stopped it). */
function ask(worker: Worker, element: CardNode): Promise<Reply> {
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (reply: Reply) => {
      worker.off('error', reject);
      resolve(reply);
    });
    worker.postMessage({element});
  });
}

/** The PNG of every card (by the key of cards), drawn or read from `cacheDir`. */
export async function drawCards(
  cards: ReadonlyMap<string, CardSpec>,
  assets: CardAssets,
  cacheDir: string,
  threads = workerCount(),
): Promise<{pngs: Map<string, Uint8Array>; stats: DrawStats}> {
  const start = performance.now();
  mkdirSync(cacheDir, {recursive: true});
  const pngs = new Map<string, Uint8Array>();
  const todo: {name: string; spec: CardSpec; file: string}[] = [];
  for (const [name, spec] of cards) {
    const file = join(cacheDir, `${cardKey(spec, assets)}.png`);
    if (existsSync(file)) pngs.set(name, readFileSync(file));
    else todo.push({name, spec, file});
  }
  const workers = Math.min(threads, todo.length);
  let next = 0;
  const run = async () => {
    const worker = new Worker(join(__dirname, 'worker.mjs'), {
      workerData: {fonts: assets.fonts, width: CARD_WIDTH, height: CARD_HEIGHT},
    });
    try {
      for (let job = todo[next++]; job !== undefined; job = todo[next++]) {
        const reply = await ask(worker, cardElement(job.spec, assets));
        if (reply.png === undefined) {
          throw new Error(
            `social cards: the card of ${job.name} ("${job.spec.title}") could not be drawn: ${reply.error}`,
          );
        }
        pngs.set(job.name, reply.png);
        // Written under a temporary name and renamed, so that a build that stops halfway leaves no half file.
        writeFileSync(`${job.file}.${process.pid}.tmp`, reply.png);
        renameSync(`${job.file}.${process.pid}.tmp`, job.file);
      }
    } finally {
      await worker.terminate();
    }
  };
  await Promise.all(Array.from({length: workers}, run));
  return {
    pngs,
    stats: {drawn: todo.length, cached: cards.size - todo.length, workers, milliseconds: performance.now() - start},
  };
}
