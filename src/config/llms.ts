import type {LlmsPluginOptions} from '../plugins/llms';
import {PRODUCT} from '../data/site';

/** What /llms.txt says about the site, and which sections make up /llms-full.txt. */
export const llmsPluginOptions: LlmsPluginOptions = {
  userDocs: ['docs', 'fedora-ci', 'source-git', 'specfile'],
  summary:
    `${PRODUCT} automates the packaging work of upstream projects and their Fedora and CentOS Stream maintainers: ` +
    'RPM builds in Copr for pull requests, commits and releases, tests in Testing Farm, and the downstream steps ' +
    '(dist-git pull requests, Koji builds and Bodhi updates) when a new version is released.',
  details:
    `This site holds the user documentation of ${PRODUCT} (the guide, the CLI and .packit.yaml references, ` +
    'Fedora CI, source-git and the specfile library), the notes its team keeps on development, deployment, ' +
    'research and its way of working, and two blogs. Every link below points to the Markdown copy of a page; ' +
    "any page's Markdown is at its address followed by .md.",
};
