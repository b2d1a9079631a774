/**
 * What packit's loader checks beyond the shape of each key, for the checker
 * (src/packit-config/check.ts), kept small because the checker's worker loads it.
 * tests/unit/packit-facts.test.ts checks these against the facts extracted from packit.
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
