import type {Browser, Page} from '@playwright/test';

/** Functions V8 compiled while a page loaded, on the page's main thread and on other threads. */
export interface CompiledFunctions {
  main: number;
  background: number;
}

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  args?: {name?: string};
}

/**
 * Counts the functions V8 compiled while `load` ran, from a Chromium trace: `V8.CompileIgnition`
 * events (one a function, or a script's top level) of the renderer whose main thread parsed HTML.
 * A function compiled lazily, when first called, counts on the main thread; one compiled while its
 * script streamed in (src/plugins/compile-hints.ts) on a background thread.
 */
export async function compiledFunctions(
  browser: Browser,
  page: Page,
  load: () => Promise<void>,
): Promise<CompiledFunctions> {
  await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-v8.compile']});
  await load();
  const {traceEvents} = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: TraceEvent[]};
  const renderer = traceEvents.find((e) => e.name === 'ParseHTML');
  if (!renderer) throw new Error('The trace holds no ParseHTML event: no page was loaded while it ran.');
  const mainThread = traceEvents.find(
    (e) => e.pid === renderer.pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const compiled = traceEvents.filter((e) => e.pid === renderer.pid && e.name === 'V8.CompileIgnition');
  const main = compiled.filter((e) => e.tid === mainThread?.tid).length;
  return {main, background: compiled.length - main};
}
