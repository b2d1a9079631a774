/**
 * What packit's loader checks beyond the shape of each key: for the schema (schema.ts writes the
 * rules it can express into it) and the checker (src/packit-config/check.ts, the rest), kept small
 * because the checker's worker loads it.
 * tests/unit/packit-facts.test.ts checks these against the facts extracted from packit, and
 * tests/unit/packit-verdicts.test.ts the checker as a whole against packit's own loader.
 */

/**
 * Mappings whose keys must be strings: marshmallow's `Dict(keys=String())` (`env`, `packages`) and
 * packit's own checks of `targets` and `dist_git_branches` (packit/schema.py, ListOrDict.is_dict).
 * An unquoted `1:` or `true:` there is a number or a boolean to PyYAML, and packit refuses it.
 */
export const STRING_KEYED_MAPS: readonly string[] = ['packages', 'targets', 'dist_git_branches', 'env'];

/**
 * Targets packit still takes but warns about, and what to write instead (DEPRECATED_TARGET_MAP in
 * packit/config/aliases.py; the warning is logged by Targets._deserialize in packit/schema.py).
 */
export const DEPRECATED_TARGETS: Readonly<Record<string, string>> = Object.fromEntries(
  ['aarch64', 'armhfp', 'i386', 'ppc64le', 's390x', 'x86_64'].map((arch) => [
    `centos-stream-${arch}`,
    `centos-stream-8-${arch}`,
  ]),
);

/**
 * The values of `pkg_tool`: packit looks the tool up in its table of dist-git instances
 * (DISTGIT_INSTANCES in packit/constants.py) while it loads the file, and fails on any other name.
 */
export const PKG_TOOLS: readonly string[] = ['fedpkg', 'fedpkg-stage', 'centpkg', 'centpkg-sig'];

/** Each letter of `word` in either case: JSON Schema patterns take no flags. */
const caseless = (word: string) => word.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
const oneOf = (words: readonly string[]) => `(?:${words.map(caseless).join('|')})`;

/**
 * PEP 440 version specifiers as `packaging` 22 and later parse them (Specifier._regex of
 * packaging/specifiers.py), each operator with the versions it takes: `==` and `!=` also a
 * trailing `.*` and a local part, `~=` at least two release numbers, `===` any text.
 * `@renovatebot/pep440` is not used: it still takes the legacy versions packaging 22 dropped.
 */
const SEP = '[-_.]';
const RELEASE = String.raw`${caseless('v')}?(?:[0-9]+!)?[0-9]+`;
const TAIL =
  `(?:${SEP}?${oneOf(['alpha', 'beta', 'preview', 'pre', 'a', 'b', 'c', 'rc'])}${SEP}?[0-9]*)?` +
  `(?:-[0-9]+|${SEP}?${oneOf(['post', 'rev', 'r'])}${SEP}?[0-9]*)?` +
  `(?:${SEP}?${caseless('dev')}${SEP}?[0-9]*)?`;
const LOCAL = String.raw`(?:\+[a-zA-Z0-9]+(?:[-_.][a-zA-Z0-9]+)*)?`;
const SPECIFIER = [
  String.raw`~=\s*${RELEASE}(?:\.[0-9]+)+${TAIL}`,
  String.raw`[=!]=\s*${RELEASE}(?:\.[0-9]+)*(?:\.\*|${TAIL}${LOCAL})`,
  String.raw`[<>]=?\s*${RELEASE}(?:\.[0-9]+)*${TAIL}`,
  // The arbitrary equality takes any text up to the comma that ends it.
  String.raw`===\s*[^\s;),]*`,
].join('|');

/**
 * The specifier sets packit accepts in `version_update_specifiers`: packaging's SpecifierSet,
 * specifiers separated by commas (empty ones are skipped). packit refuses the whole file when one
 * does not parse.
 */
export const VERSION_SPECIFIER_SET = String.raw`^\s*(?:(?:${SPECIFIER})\s*)?(?:,\s*(?:(?:${SPECIFIER})\s*)?)*$`;
