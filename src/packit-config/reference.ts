/**
 * Where the configuration reference explains a key: the route and anchor of its entry on the
 * docs/configuration pages, for the links of the checker page. Keys with a section of their own
 * link to it; the others link to the table that lists them. tests/unit/packit-check.test.ts
 * checks that every key has an entry and that each anchor is a heading of the page.
 */
import packitSchema from './packit-schema.json';
import type {JsonSchema} from './schema-file';
import {ACTION_NAMES} from './types';

/*
 * The key names come from the published schema, which the checker's worker loads anyway: reading
 * them from keys.ts and jobs.ts would ship every description a second time.
 */
const defs = (packitSchema as unknown as JsonSchema).$defs ?? {};
const propertiesOf = (name: string) => Object.entries(defs[name]?.properties ?? {});
/** Keys of a package, retired ones included (the schema names them to explain the error). */
const PACKAGE_KEY_NAMES = new Set(propertiesOf('package').map(([name]) => name));
const RETIRED_KEY_NAMES = propertiesOf('package')
  .filter(([, schema]) => schema.not !== undefined)
  .map(([name]) => name);
/** Keys that exist only in jobs. */
const JOB_KEY_NAMES = new Set(
  propertiesOf('job')
    .filter(([, schema]) => schema.$ref?.startsWith('#/$defs/job-only.') === true)
    .map(([name]) => name),
);

export const CONFIGURATION_ROUTE = '/docs/configuration';
export const JOBS_ROUTE = '/docs/configuration/jobs';
export const ACTIONS_ROUTE = '/docs/configuration/actions';

/** Keys of the top level and of packages that have a `### key` section on the configuration page. */
const OWN_SECTION = new Set([
  'packages',
  'specfile_path',
  'downstream_package_name',
  'upstream_package_name',
  'upstream_project_url',
  'spec_source_id',
  'archive_root_dir_template',
  'parse_time_macros',
  'upstream_tag_template',
  'version_update_mask',
  'version_update_specifiers',
  'upstream_ref',
  'files_to_sync',
  'create_pr',
  'sync_changelog',
  'create_sync_note',
  'upload_sources',
  'copy_upstream_release_description',
  'allowed_gpg_keys',
  'issue_repository',
  'sources',
  'update_release',
  'release_suffix',
  'version_suffix',
  'preserve_spec',
  'merge_pr_in_ci',
  'srpm_build_deps',
  'packit_instances',
  'notifications',
  'status_name_template',
  'sync_test_job_statuses_with_builds',
  'test_command',
  'require',
  'osh_diff_scan_after_copr_build',
  'csmock_args',
  'osh_options',
]);

/** The other package keys: the anchor of the section (or table) that describes them. */
const SECTION_OF: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['paths', 'config_file_path'].map((k) => [k, 'package-identity-and-layout'])),
  ...Object.fromEntries(
    ['upstream_tag_include', 'upstream_tag_exclude'].map((k) => [k, 'upstream_tag_include-and-upstream_tag_exclude']),
  ),
  ...Object.fromEntries(
    ['prerelease_suffix_pattern', 'prerelease_suffix_macro'].map((k) => [
      k,
      'prerelease_suffix_pattern-and-prerelease_suffix_macro',
    ]),
  ),
  ...Object.fromEntries(
    ['dist_git_base_url', 'dist_git_namespace', 'pkg_tool', 'sig'].map((k) => [
      k,
      'dist-git-instance-dist_git_base_url-dist_git_namespace-pkg_tool-sig',
    ]),
  ),
  ...Object.fromEntries(
    ['patch_generation_ignore_paths', 'patch_generation_patch_id_digits'].map((k) => [
      k,
      'patch_generation_ignore_paths-and-patch_generation_patch_id_digits',
    ]),
  ),
  ...Object.fromEntries(
    ['identifier', 'clone_repos_before_run_condition'].map((k) => [k, 'service-behaviour-and-reporting']),
  ),
  ...Object.fromEntries(
    [
      ...['targets', 'timeout', 'owner', 'project', 'list_on_homepage', 'preserve_project', 'additional_packages'],
      ...['additional_repos', 'bootstrap', 'enable_net', 'module_hotfixes', 'branch', 'scratch', 'fmf_url'],
      ...['fmf_ref', 'fmf_path', 'tmt_plan', 'env', 'use_internal_tf', 'tf_post_install_script', 'tf_extra_params'],
      ...['use_target_repo_for_fmf_url', 'dist_git_branches', 'allowed_pr_authors', 'allowed_committers'],
      ...['allowed_builders', 'bodhi_extra_params', 'image_distribution', 'image_request', 'image_customizations'],
      'copr_chroot',
    ].map((k) => [k, 'job-options-that-are-also-accepted-here']),
  ),
  ...Object.fromEntries(RETIRED_KEY_NAMES.map((name) => [name, 'keys-that-no-longer-work'])),
};

/** Anchors on the jobs page for the keys that exist only in jobs. */
const JOB_SECTION: Readonly<Record<string, string>> = {
  job: 'job-types',
  trigger: 'triggers',
  packages: 'packages-in-a-job',
  metadata: 'the-deprecated-metadata-key',
};

const ACTIONS: ReadonlySet<string> = new Set(ACTION_NAMES);

/** The link of a key of a package (top level, `packages.NAME`, a job or a job's package). */
function packageKeyLink(key: string, rest: readonly (string | number)[]): string | undefined {
  if (key === 'actions') {
    const action = rest[0];
    return typeof action === 'string' && ACTIONS.has(action) ? `${ACTIONS_ROUTE}#${action}` : ACTIONS_ROUTE;
  }
  if (OWN_SECTION.has(key)) return `${CONFIGURATION_ROUTE}#${key}`;
  const section = SECTION_OF[key];
  return section === undefined ? undefined : `${CONFIGURATION_ROUTE}#${section}`;
}

/**
 * The reference entry of the key at `path` (as a problem gives it: for an unknown key, the path
 * ends with that key, and the link goes to the place that lists the keys allowed there).
 */
export function referenceLink(path: readonly (string | number)[]): string {
  const [first, second, third, , fifth] = path;
  const keyReference = `${CONFIGURATION_ROUTE}#key-reference`;
  if (first === undefined) return keyReference;
  if (first === '_') return `${JOBS_ROUTE}#templates-under-the-_-key`;
  if (first === 'jobs') {
    const keysOfAJob = `${JOBS_ROUTE}#keys-of-a-job`;
    if (second === undefined) return JOBS_ROUTE;
    if (typeof third !== 'string') return keysOfAJob;
    if (third === 'packages' && typeof fifth === 'string') {
      return packageKeyLink(fifth, path.slice(5)) ?? `${JOBS_ROUTE}#packages-in-a-job`;
    }
    const jobSection = JOB_SECTION[third];
    if (jobSection !== undefined) return `${JOBS_ROUTE}#${jobSection}`;
    if (JOB_KEY_NAMES.has(third)) return keysOfAJob;
    return (PACKAGE_KEY_NAMES.has(third) && packageKeyLink(third, path.slice(3))) || keysOfAJob;
  }
  if (first === 'packages') {
    if (typeof third !== 'string') return `${CONFIGURATION_ROUTE}#packages`;
    return packageKeyLink(third, path.slice(3)) ?? keyReference;
  }
  return (typeof first === 'string' && packageKeyLink(first, path.slice(1))) || keyReference;
}
