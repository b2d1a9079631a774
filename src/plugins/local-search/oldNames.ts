/**
 * Names that pages had on the old site (packit/packit.dev before this rewrite), which readers
 * still type into the search. The index builder makes them, and the sources of the site's
 * redirects, searchable terms of the page they now lead to. The command lines of the CLI
 * reference's pages (`packit build in-copr`), from packit's own command line, name their pages.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {redirects} from '../../data/redirects';
import {PACKIT_VERSION} from '../../packit-config/version';

/** Earlier titles of pages, by the page's current route (from the old site's git history). */
export const OLD_TITLES: Readonly<Record<string, readonly string[]>> = {
  '/docs/guide': ['Packit Onboarding Guide', 'Packit as a Service'],
  '/docs/cli/config/validate': ['validate-config'],
  '/docs/fedora-releases-guide/non-divergent-dist-git-branches': ['non-divergent dist-git branches'],
  '/research': ['Research notes'],
  '/source-git': ['Source-git'],
  '/source-git/design': ['Source-git design'],
};

interface CliCommand {
  readonly commands?: Readonly<Record<string, CliCommand>>;
}

/**
 * Each command of packit's command line (from its click code, as scripts/extract-packit-facts.py
 * reads it) by the route of its page: `packit build in-copr` for `/docs/cli/build/in-copr`.
 */
export function commandLines(): Map<string, string> {
  const file = join(__dirname, `../../packit-config/facts/packit-${PACKIT_VERSION}.json`);
  const {cli} = JSON.parse(readFileSync(file, 'utf8')) as {cli: CliCommand};
  const walk = (command: CliCommand, path: readonly string[]): [string, string][] =>
    Object.entries(command.commands ?? {}).flatMap(([name, sub]) => [
      [`/docs/cli/${[...path, name].join('/')}`, ['packit', ...path, name].join(' ')] as [string, string],
      ...walk(sub, [...path, name]),
    ]);
  return new Map(walk(cli, []));
}

/** The other names of every page that has some: old titles, then old paths (without slashes). */
export function oldNames(): Map<string, string> {
  const names = new Map<string, string[]>();
  const add = (route: string, name: string) => names.set(route, [...(names.get(route) ?? []), name]);
  for (const [route, titles] of Object.entries(OLD_TITLES)) titles.forEach((title) => add(route, title));
  for (const {from, to} of redirects) add(to, from.split('/').filter(Boolean).join(' '));
  return new Map([...names].map(([route, list]) => [route, [...new Set(list)].join(' · ')]));
}
