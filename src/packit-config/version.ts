/** The packit release the configuration reference and the schema describe. */
export const PACKIT_VERSION = '1.12.0';
