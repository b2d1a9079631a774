/** The packit release each configuration key, CLI command and option came in (scripts/packit-first-releases.py). */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {root} from './markdown';

export interface FirstReleases {
  /** The releases read: what came in `from` or before is not listed. */
  readonly from: string;
  readonly to: string;
  /** `level.key` → release. */
  readonly keys: Readonly<Record<string, string>>;
  /** `command path` → release. */
  readonly commands: Readonly<Record<string, string>>;
  /** `command path --option` (a global option alone) → release. */
  readonly options: Readonly<Record<string, string>>;
}

export const FIRST_RELEASES = JSON.parse(
  readFileSync(join(root, 'src', 'packit-config', 'facts', 'first-releases.json'), 'utf8'),
) as FirstReleases;

/** Whether release `a` (x.y.z) is newer than `b`. */
export function newer(a: string, b: string): boolean {
  const [x = [], y = []] = [a, b].map((v) => v.split('.').map(Number));
  const i = x.findIndex((part, k) => part !== y[k]);
  return i >= 0 && (x[i] ?? 0) > (y[i] ?? 0);
}
