import {test as base, expect, type Page} from '@playwright/test';
import {axeViolations} from '../../scripts/lib/axe';

export {expect};

const LOCAL = /^(http:\/\/127\.0\.0\.1[:/]|data:|blob:|about:)/;

/**
 * Messages the browser logs that come from the test setup, not from the site: a request the
 * browser could not send outside 127.0.0.1 (playwright.config.ts), or one a test broke on purpose.
 */
const EXPECTED_NOISE = [/net::ERR_PROXY_CONNECTION_FAILED/, /net::ERR_BLOCKED_BY_CLIENT/, /net::ERR_FAILED/];

interface Fixtures {
  /** Errors and warnings logged by the page, or thrown and not caught. */
  consoleProblems: string[];
  /** Requests to anywhere but 127.0.0.1 that failed: the browser cannot send them, and the test did not answer them. */
  blockedRequests: string[];
}

/**
 * Every test runs in a browser that sends nothing outside 127.0.0.1 (playwright.config.ts routes
 * all other traffic to a proxy that does not exist), and records what the page logs at error or
 * warning level. The block is the browser's own, not Playwright's request interception, which
 * would pause every request for the test process and turn the HTTP cache off.
 */
export const test = base.extend<Fixtures>({
  blockedRequests: async ({context}, use) => {
    const blocked: string[] = [];
    context.on('requestfailed', (request) => {
      if (!LOCAL.test(request.url())) blocked.push(request.url());
    });
    await use(blocked);
  },
  consoleProblems: async ({page}, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (
        (message.type() === 'error' || message.type() === 'warning') &&
        !EXPECTED_NOISE.some((re) => re.test(message.text()))
      ) {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

/**
 * Checks each item in turn (one test going through a list costs far less than a test for each)
 * and returns the failures, each named by its item, so that one test reports them all.
 */
export async function failuresOf<T>(
  items: readonly T[],
  name: (item: T) => string,
  check: (item: T) => Promise<void>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const item of items) {
    try {
      await check(item);
    } catch (error) {
      const lines = (error instanceof Error ? error.message : String(error))
        // eslint-disable-next-line no-control-regex
        .replace(/\u001b\[[0-9;]*m/g, '')
        .split('\n')
        .filter((line) => line.trim() !== '');
      failures.push(`${name(item)}: ${lines.slice(0, 3).join(' / ')}`);
    }
  }
  return failures;
}

/** Waits until React has hydrated the page, so clicks and keys reach its handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** What axe-core finds of serious or critical impact on the page as it is now (scripts/lib/axe.ts). */
export async function seriousAxeViolations(page: Page): Promise<unknown[]> {
  const violations = await axeViolations(page);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      help: v.help,
      nodes: v.nodes.length,
      first: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
}

/**
 * Some columns of pixels of a screenshot of part of the window (`clip`, in CSS pixels), decoded by
 * the browser: for each of `columns` (negative counts from the right), each row's red, green and
 * blue, 0 to 255.
 */
export async function screenshotColumns(
  page: Page,
  clip: {x: number; y: number; width: number; height: number},
  columns: readonly number[],
): Promise<number[][][]> {
  const png = await page.screenshot({clip});
  return page.evaluate(
    async ({data, columns}) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no canvas');
      context.drawImage(image, 0, 0);
      const {width, height} = image;
      const pixels = context.getImageData(0, 0, width, height).data;
      return columns.map((column) => {
        const x = column < 0 ? width + column : column;
        return Array.from({length: height}, (_, y) => [0, 1, 2].map((c) => pixels[(y * width + x) * 4 + c] ?? 0));
      });
    },
    {data: png.toString('base64'), columns},
  );
}
