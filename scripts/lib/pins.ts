/** Release numbers as npm writes them: `4.7.1`, `5.0.0-beta.2`. */
const parse = (version: string) => {
  const match = /^(\d+)\.(\d+)\.(\d+)(-.+)?$/.exec(version);
  return match ? {parts: match.slice(1, 4).map(Number), pre: match[4] !== undefined} : undefined;
};

/** Compares two releases (no pre-releases) by major, minor and patch. */
const compare = (a: readonly number[], b: readonly number[]) =>
  a.map((part, i) => part - (b[i] ?? 0)).find((d) => d !== 0) ?? 0;

/**
 * The newest release of the pin's major line newer than the pin, and the newest release of a later
 * major line, from all of a package's releases; pre-releases do not count.
 */
export function newerReleases(pin: string, releases: readonly string[]): {sameMajor?: string; latest?: string} {
  const current = parse(pin);
  if (!current || current.pre) throw new Error(`override "${pin}" is not an exact release`);
  const newer = releases
    .map((version) => ({version, parsed: parse(version)}))
    .filter(({parsed}) => parsed && !parsed.pre && compare(parsed.parts, current.parts) > 0)
    .sort((a, b) => compare(a.parsed?.parts ?? [], b.parsed?.parts ?? []));
  const sameMajor = newer.filter(({parsed}) => parsed?.parts[0] === current.parts[0]).at(-1)?.version;
  const later = newer.filter(({parsed}) => (parsed?.parts[0] ?? 0) > (current.parts[0] ?? 0)).at(-1)?.version;
  return {...(sameMajor && {sameMajor}), ...(later && {latest: later})};
}
