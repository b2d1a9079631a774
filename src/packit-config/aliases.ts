/**
 * The Fedora and EPEL aliases the set-up page offers for `targets` and `dist_git_branches`, each
 * with its one-line meaning as the "Aliases" table of docs/configuration/index.md gives it
 * (tests/unit/setup.test.ts checks that every row here is a row of that table, word for word).
 */
export interface Alias {
  readonly name: string;
  readonly description: string;
}

/** The aliases offered, as the reference describes them. */
export const ALIASES: readonly Alias[] = [
  {name: 'fedora-all', description: 'every active Fedora release, Rawhide included'},
  {name: 'fedora-stable', description: 'the released Fedora versions that are still supported'},
  {
    name: 'fedora-development',
    description: 'the versions in development: a branched, not yet released Fedora (when there is one) and Rawhide',
  },
  {name: 'fedora-latest-stable', description: 'the newest released Fedora'},
  {name: 'fedora-branched', description: 'every active numbered release, that is everything except Rawhide'},
  {name: 'epel-all', description: 'every active EPEL release, including all active minor versions'},
];

const alias = (name: string): Alias => {
  const found = ALIASES.find((a) => a.name === name);
  if (!found) throw new Error(`${name} is not in ALIASES`);
  return found;
};

/** Aliases for the `targets` of Copr builds and tests. */
export const TARGET_ALIASES: readonly Alias[] = ALIASES.filter((a) => a.name !== 'fedora-branched');

/** `fedora-rawhide` is a release name, not an alias; packit turns it into the default branch. */
export const RAWHIDE: Alias = {name: 'fedora-rawhide', description: 'Rawhide only, the default branch'};

/** Choices for `dist_git_branches`. */
export const BRANCH_ALIASES: readonly Alias[] = [
  RAWHIDE,
  alias('fedora-branched'),
  alias('fedora-all'),
  alias('epel-all'),
];
