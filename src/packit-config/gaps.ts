/**
 * Where the site knowingly parts from the facts extracted from packit (src/packit-config/facts/):
 * keys packit accepts but that change nothing, each with its reason and the code that shows it.
 * tests/unit/packit-facts.test.ts fails on any other difference between src/packit-config and the
 * facts, and on an entry here that the facts no longer bear out. The schema's descriptions and
 * the checker's warnings read the reasons from here, so readers see them too.
 */

export interface KnownGap {
  /** The key as written in a package or a job. */
  readonly key: string;
  /** ignored: packit loads and stores the value, and no code of packit or packit-service reads it. */
  readonly kind: 'ignored';
  /** For readers, one line after "accepted but ignored:": why, and what to do instead. */
  readonly reason: string;
  /** `repository@commit:path:line` of the code that shows it. */
  readonly evidence: readonly string[];
}

export const KNOWN_GAPS: readonly KnownGap[] = [
  {
    key: 'additional_packages',
    kind: 'ignored',
    reason:
      'packit never hands this list to Copr; to install packages into a chroot, give `additional_packages` for that chroot under `targets`.',
    evidence: [
      // The docstring of CommonPackageConfig: "[DOES NOT WORK YET]".
      'packit/packit@dbe235f9:packit/config/common_package_config.py:169',
      // create_or_update_copr_project takes the argument and does not pass it to project_proxy.add().
      'packit/packit@dbe235f9:packit/copr_helper.py:190',
      'packit/packit@dbe235f9:packit/copr_helper.py:235',
      // packit-service never reads it (git grep additional_packages: no hit).
      'packit/packit-service@d99b36d2:packit_service',
    ],
  },
  {
    key: 'timeout',
    kind: 'ignored',
    reason: 'no code reads it; the service stops watching a Copr build after its own fixed time limit.',
    evidence: [
      // Stored, and read nowhere else in packit.
      'packit/packit@dbe235f9:packit/config/common_package_config.py:364',
      // packit-service never reads it (git grep "\.timeout": no hit in packit_service).
      'packit/packit-service@d99b36d2:packit_service',
    ],
  },
];

/** The reason shown to readers for a key packit accepts but ignores, if it is one. */
export function ignoredReason(key: string): string | undefined {
  return KNOWN_GAPS.find((gap) => gap.key === key)?.reason;
}
