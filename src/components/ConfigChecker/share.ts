/**
 * A text in the URL fragment: deflate-raw (the browser's CompressionStream) and base64url, as
 * `#config=…` (the checker's configuration) or `#setup=…` (the set-up page's answers). Fragments
 * never reach the server.
 */
export const FRAGMENT_KEY = 'config';

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const body = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(body).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** `config=…` (or `<key>=…`) for a text. */
export async function encodeFragment(text: string, key = FRAGMENT_KEY): Promise<string> {
  const packed = await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
  return `${key}=${toBase64Url(packed)}`;
}

/** The text of a fragment (`#config=…`, or `#<key>=…`), or undefined when it holds none or is damaged. */
export async function decodeFragment(hash: string, key = FRAGMENT_KEY): Promise<string | undefined> {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(key);
  if (value === null || value === '') return undefined;
  try {
    const bytes = await pipe(fromBase64Url(value), new DecompressionStream('deflate-raw'));
    return new TextDecoder().decode(bytes);
  } catch {
    return undefined;
  }
}
