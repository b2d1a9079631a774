/**
 * tests/fixtures/packit-verdicts-<version>.json: small `.packit.yaml` files and what packit's own
 * loader did with each (valid, invalid, or YAML that does not parse), recorded by
 * scripts/packit-verdicts.py from a checkout of the release. The checker's test and the published
 * schema's test both hold themselves to it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import yaml from 'js-yaml';

import {PACKIT_VERSION} from '../../src/packit-config/version';
import {root} from './markdown';

export interface Verdict {
  readonly name: string;
  /** The file as text (when it is not written from data). */
  readonly text?: string;
  /** The file's content, written as YAML here. */
  readonly data?: unknown;
  readonly packit: 'valid' | 'invalid' | 'syntax';
  readonly why?: string;
}

export interface Verdicts {
  readonly packit: string;
  readonly pkgTools: readonly string[];
  readonly cases: readonly Verdict[];
}

export const VERDICTS_FILE = `tests/fixtures/packit-verdicts-${PACKIT_VERSION}.json`;

export const verdicts = JSON.parse(readFileSync(join(root, VERDICTS_FILE), 'utf8')) as Verdicts;

/** The file as packit read it. */
export const textOf = (c: Verdict): string => c.text ?? yaml.dump(c.data);

/** The key a one-key case is about: `job pkg_tool: string` → `pkg_tool`. */
export const keyOf = (c: Verdict): string | undefined =>
  /^(?:top-level|package|job|a job's package) (\S+): /.exec(c.name)?.[1];
