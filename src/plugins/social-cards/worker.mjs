// A worker of the social-cards plugin: draws the cards it is sent, satori's element tree → SVG
// (satori) → pixels (resvg) → PNG. Plain JavaScript, so that it runs in a worker thread without a
// TypeScript loader (typed for the checker with JSDoc); the layout is made in card.ts, in the build's thread.
import {crc32, deflateSync} from 'node:zlib';
import {parentPort, workerData} from 'node:worker_threads';

import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';

/**
 * The card as a palette PNG: the cards are flat colours and the shades of their anti-aliased edges,
 * about 200 colours, so a palette keeps every pixel and stores a byte per pixel instead of four. A card
 * with more than 256 colours (a picture in a title) stays RGBA.
 *
 * @param {Uint8Array} pixels RGBA, opaque, row after row
 * @param {number} width
 * @param {number} height
 * @param {() => Uint8Array} rgbaPng the same picture as an RGBA PNG
 * @returns {Uint8Array}
 */
export function palettePng(pixels, width, height, rgbaPng) {
  const aligned = pixels.byteOffset % 4 === 0 ? pixels : new Uint8Array(pixels);
  const colours = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength / 4);
  const indices = new Uint8Array(colours.length);
  /** @type {Map<number, number>} */
  const palette = new Map();
  let previous = -1;
  let index = 0;
  for (let i = 0; i < colours.length; i++) {
    const colour = colours[i] ?? 0;
    if (colour !== previous) {
      previous = colour;
      index = palette.get(colour) ?? palette.size;
      if (index > 255) return rgbaPng();
      palette.set(colour, index);
    }
    indices[i] = index;
  }
  const rgb = Buffer.alloc(palette.size * 3);
  for (const [colour, i] of palette) rgb.set([colour & 255, (colour >>> 8) & 255, (colour >>> 16) & 255], i * 3);
  // Each row starts with its filter byte: 0, none, the filter that suits palette images.
  const rows = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) rows.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits per pixel, palette colour, deflate, filtering 0, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', rgb),
    chunk('IDAT', deflateSync(rows, {level: 6})),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/**
 * A PNG chunk: length, type, data, and the CRC-32 of type and data.
 *
 * @param {string} type
 * @param {Uint8Array} data
 */
function chunk(type, data) {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typed.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(crc32(typed), typed.length + 4);
  return framed;
}

/** @typedef {{fonts: import('satori').Font[], width: number, height: number}} DrawOptions */

/**
 * Draws one card: satori's element tree → SVG → pixels → PNG.
 *
 * @param {import('react').ReactNode} element the card's layout (card.ts)
 * @param {DrawOptions} options
 * @returns {Promise<Uint8Array>}
 */
export async function drawCard(element, options) {
  const {fonts, width, height} = options;
  const svg = await satori(element, {width, height, fonts});
  const image = new Resvg(svg, {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}}).render();
  return palettePng(image.pixels, image.width, image.height, () => image.asPng());
}

// In a worker thread (not when a test imports this file): draw each card the build sends.
const options = /** @type {DrawOptions} */ (workerData);
const port = parentPort;
port?.on('message', (/** @type {{element: import('react').ReactNode}} */ {element}) => {
  drawCard(element, options).then(
    (png) => {
      port.postMessage({png});
    },
    (/** @type {unknown} */ error) => {
      port.postMessage({error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
    },
  );
});
