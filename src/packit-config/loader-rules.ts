/**
 * What packit's loader checks beyond the shape of each key, for the checker
 * (src/packit-config/check.ts), kept small because the checker's worker loads it.
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

/**
 * PEP 440 version specifiers as `packaging` 22 and later parse them (Specifier._regex of
 * packaging/specifiers.py), each operator with the versions it takes: `==` and `!=` also a
 * trailing `.*` and a local part, `~=` at least two release numbers, `===` any text.
 * `@renovatebot/pep440` is not used: it still takes the legacy versions packaging 22 dropped.
 */
const RELEASE = String.raw`v?(?:[0-9]+!)?[0-9]+`;
const TAIL = String.raw`(?:[-_.]?(?:alpha|beta|preview|pre|a|b|c|rc)[-_.]?[0-9]*)?(?:-[0-9]+|[-_.]?(?:post|rev|r)[-_.]?[0-9]*)?(?:[-_.]?dev[-_.]?[0-9]*)?`;
const LOCAL = String.raw`(?:\+[a-z0-9]+(?:[-_.][a-z0-9]+)*)?`;
const EQUALITY = new RegExp(String.raw`^${RELEASE}(?:\.[0-9]+)*(?:\.\*|${TAIL}${LOCAL})$`, 'i');
const ORDERING = new RegExp(String.raw`^${RELEASE}(?:\.[0-9]+)*${TAIL}$`, 'i');
const VERSION_AFTER: readonly (readonly [string, RegExp])[] = [
  ['~=', new RegExp(String.raw`^${RELEASE}(?:\.[0-9]+)+${TAIL}$`, 'i')],
  ['==', EQUALITY],
  ['!=', EQUALITY],
  ...['<=', '>=', '<', '>'].map((op) => [op, ORDERING] as const),
  ['===', /^[^\s;)]*$/],
];

/** Whether `text` is a specifier set packit accepts in `version_update_specifiers` (packaging's SpecifierSet). */
export function isVersionSpecifierSet(text: string): boolean {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .every((part) =>
      VERSION_AFTER.some(([op, version]) => part.startsWith(op) && version.test(part.slice(op.length).trimStart())),
    );
}
