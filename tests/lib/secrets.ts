/**
 * What a leaked secret looks like: the formats of the tokens and keys a project like this one
 * could hold by mistake, and key-like values assigned to names that say "key", "secret" or "token".
 */
import {searchSettings} from '../../src/config/search';

export const SECRET_PATTERNS: readonly {readonly name: string; readonly pattern: RegExp}[] = [
  {name: 'private key', pattern: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----/},
  {name: 'AWS access key', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/},
  {name: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{50,})\b/},
  {name: 'GitLab token', pattern: /\bglpat-[A-Za-z0-9_-]{20,}\b/},
  {
    name: 'Slack token or webhook',
    pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}|hooks\.slack\.com\/services\/T[A-Za-z0-9/]+/,
  },
  {name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/},
  {name: 'Stripe key', pattern: /\b[rs]k_live_[0-9a-zA-Z]{20,}\b/},
  {name: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/},
  {name: 'JSON web token', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/},
  {
    name: 'key-like value assigned to a key, secret, token or password',
    pattern:
      /\b(?:api[_-]?key|apiKey|secret|client[_-]?secret|access[_-]?token|auth[_-]?token|password|passwd)["']?\s*[:=]\s*["'][A-Za-z0-9+/_=-]{20,}["']/i,
  },
];

/**
 * Values that look like keys but are not secrets: the local search's placeholder key, and the
 * made-up key of the Algolia test build (package.json, `build:algolia-test`).
 */
export const NOT_SECRETS: readonly string[] = [searchSettings({}).apiKey, 'test-search-key'];

/** Placeholders that documentation shows where a reader puts their own token. */
const PLACEHOLDER = /your|replace|example|dummy|placeholder|redacted|changeme|x{6,}|\*{4,}/i;

export interface Finding {
  readonly file: string;
  readonly line: number;
  readonly kind: string;
  /** The match with its middle masked, so that a report does not spread the secret further. */
  readonly excerpt: string;
}

const mask = (s: string) => (s.length <= 12 ? s : `${s.slice(0, 8)}…${s.slice(-4)}`);

/** The secrets in one file's text. */
export function findSecrets(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  for (const {name, pattern} of SECRET_PATTERNS) {
    for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))) {
      if (NOT_SECRETS.some((allowed) => match[0].includes(allowed)) || PLACEHOLDER.test(match[0])) continue;
      const line = text.slice(0, match.index).split('\n').length;
      findings.push({file, line, kind: name, excerpt: mask(match[0])});
    }
  }
  return findings;
}
