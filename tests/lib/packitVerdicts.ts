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

/**
 * Files the schema, and so the checker, refuse on purpose although packit loads them, with the
 * reason: both tests keep them.
 */
export const STRICTER_THAN_PACKIT: Readonly<Record<string, string>> = {
  // packit looks only at the action names when it loads the file (docs/configuration/check.mdx).
  'an action command as a mapping': 'the command fails only when the action runs; the schema says so at once',
  'an action command as a number': 'the command fails only when the action runs; the schema says so at once',
  // packit's spec_source_id_fm calls int() on the value, and Python's true is 1: "Source1".
  ...Object.fromEntries(
    ['top-level', 'package', 'job', "a job's package"].map((place) => [
      `${place} spec_source_id: true`,
      'packit reads `true` as Source1; the schema refuses it, as nobody means Source1 by it',
    ]),
  ),
};

/** The key a one-key case is about: `job pkg_tool: string` → `pkg_tool`. */
export const keyOf = (c: Verdict): string | undefined =>
  /^(?:top-level|package|job|a job's package) (\S+): /.exec(c.name)?.[1];
