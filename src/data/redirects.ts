import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {MONTHS} from '../utils/months';
import {PRODUCT_SLUG} from './site';

type Redirect = {readonly from: string; readonly to: string};

/**
 * Old URLs that people still link to. Each one becomes a small HTML page at `from` that sends
 * the reader on to `to`.
 */
export const redirects: Redirect[] = [
  {from: '/about', to: '/docs/about'},
  {from: '/faq', to: '/docs/faq'},
  {from: '/testing-farm', to: '/docs/configuration/upstream/tests'},
  {from: '/docs/testing-farm', to: '/docs/configuration/upstream/tests'},
  ...['', '/docs'].flatMap((prefix) =>
    ['service', 'as-a-service'].map((suffix) => ({
      from: `${prefix}/${PRODUCT_SLUG}-${suffix}`,
      to: '/docs/guide',
    })),
  ),
  // The 2022 weekly updates were once one page a month; they now form one yearly page.
  ...MONTHS.map((month) => ({from: `/posts/weekly/${month.toLowerCase()}-2022`, to: '/posts/weekly/2022'})),
  // Two 2023 weekly updates had dated URLs before they joined the yearly page.
  {from: '/posts/weekly/2023/08/07', to: '/posts/weekly/2023'},
  {from: '/posts/weekly/2023/08/14', to: '/posts/weekly/2023'},
  // Addresses printed by packit and the service (tests/fixtures/printed-links.tsv) for pages
  // that moved or were renamed before this site.
  {from: '/docs/source-git', to: '/source-git'},
  {from: '/docs/actions', to: '/docs/configuration/actions'},
  {from: '/docs/cli/propose-update', to: '/docs/cli/propose-downstream'},
  {from: '/docs/cli/create-bodhi-update', to: '/docs/cli/create-update'},
  {from: '/docs/cli/build/mock', to: '/docs/cli/build/in-mock'},
];

export const redirectPluginOptions = {redirects} satisfies RedirectOptions;
