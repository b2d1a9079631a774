/** The actions of packit 1.12.0 (packit/actions.py, ActionName), in the order they usually run. */
import type {Action} from './types';

export const ACTIONS: readonly Action[] = [
  {
    name: 'post-upstream-clone',
    kind: 'hook',
    description: 'Hook: runs right after the upstream repository (and dist-git, in a release sync) is cloned.',
  },
  {
    name: 'pre-sync',
    kind: 'hook',
    description: 'Hook: runs in a release sync after the version checks, before anything changes.',
  },
  {
    name: 'prepare-files',
    kind: 'replacement',
    description: 'Replaces the update of the dist-git spec file (content, Version, changelog entry) in a release sync.',
  },
  {
    name: 'create-patches',
    kind: 'replacement',
    description: 'Source-git: replaces the generation of patches from commits.',
  },
  {
    name: 'post-modifications',
    kind: 'hook',
    description: 'Hook: runs after all changes to the spec file and sources, before upload or rpmbuild.',
  },
  {
    name: 'get-current-version',
    kind: 'replacement',
    output: 'the version (last line printed)',
    description: 'Replaces version detection; prints the version.',
  },
  {
    name: 'changelog-entry',
    kind: 'replacement',
    output: 'the changelog entry',
    description: 'Replaces the default changelog text; prints the entry.',
  },
  {
    name: 'commit-message',
    kind: 'replacement',
    output: 'title and body of the commit',
    description: 'Replaces the default dist-git commit message in a release sync; prints title and body.',
  },
  {
    name: 'create-archive',
    kind: 'replacement',
    output: 'the path of the archive',
    description: 'Replaces `git archive` when packit builds an SRPM; prints the archive path.',
  },
  {
    name: 'fix-spec-file',
    kind: 'replacement',
    description: 'Replaces pointing the spec file at the new archive and setting Version and Release.',
  },
  {
    name: 'run-condition',
    kind: 'hook',
    output: 'the exit code: non-zero skips the job',
    description: 'Hook run by the service before a job; a non-zero exit code skips the job.',
  },
];
