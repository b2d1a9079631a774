/**
 * The releases the reference pages describe, in one place: the configuration reference, the
 * schema and the checker (packit), the CLI reference (packit) and the specfile API reference.
 * Each has a facts file extracted from that release (`src/packit-config/facts/packit-<version>.json`,
 * `tests/fixtures/specfile-<version>.json`); the unit tests read the facts of these versions, so
 * bumping a version without refreshing its facts fails them (see the README, "When packit releases").
 */
export const PACKIT_VERSION = '1.16.2';
export const SPECFILE_VERSION = '0.41.1';
