/**
 * The examples the configuration checker loads with its buttons. They are the reference's own:
 * tests/unit/packit-check.test.ts checks that each is, to the character, the YAML block under its
 * heading, and that both are valid.
 */
export interface ReferenceExample {
  /** The page and heading the example is copied from. */
  readonly file: string;
  readonly heading: string;
  readonly text: string;
}

/** "A first configuration" of the configuration page: one package, a build, tests, a release sync. */
export const MINIMAL_EXAMPLE: ReferenceExample = {
  file: 'docs/configuration/index.md',
  heading: '## A first configuration',
  text: `specfile_path: packaging/hello.spec
upstream_package_name: hello
downstream_package_name: hello
upstream_tag_template: v{version}

files_to_sync:
  - packaging/hello.spec
  - .packit.yaml

jobs:
  - job: copr_build
    trigger: pull_request
    targets:
      - fedora-all

  - job: tests
    trigger: pull_request
    targets:
      - fedora-all

  - job: propose_downstream
    trigger: release
    dist_git_branches:
      - fedora-all
`,
};

/** "A complete example" of the actions page: files to sync, three actions, a build and a release sync. */
export const FULL_EXAMPLE: ReferenceExample = {
  file: 'docs/configuration/actions.md',
  heading: '## A complete example',
  text: `specfile_path: hello.spec
upstream_package_name: hello
downstream_package_name: hello
files_to_sync:
  - hello.spec
  - .packit.yaml
actions:
  post-upstream-clone: "make hello.spec"
  create-archive:
    - make dist
    - bash -c "ls -1t ./hello-*.tar.gz | head -n 1"
  changelog-entry:
    - bash -c 'echo "- New upstream release \${PACKIT_PROJECT_VERSION}"'
jobs:
  - job: copr_build
    trigger: pull_request
    targets:
      - fedora-all
  - job: propose_downstream
    trigger: release
    dist_git_branches:
      - fedora-all
`,
};
