import Link from '@docusaurus/Link';
import UsageCharts from '@site/src/components/UsageCharts';
import {PRODUCT, links} from '@site/src/data/site';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';

/**
 * The usage page. src/plugins/usage-data.ts registers it at /usage (the pages plugin skips this
 * file) and passes the build's usage snapshot, or null, as route data: only this page loads it.
 */
export default function Usage({usage}: {readonly usage: {readonly snapshot: unknown}}): ReactNode {
  return (
    <Layout
      title="Usage"
      description={`Usage of the ${PRODUCT} service: how many builds, test runs and release syncs it ran, and for which projects.`}
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Usage</Heading>
        <p>
          How much the {PRODUCT} service is used: for each kind of job, how many ran and which namespaces and projects
          ran the most, as the service&apos;s public usage API reports them. The{' '}
          <Link href={`${links.dashboard}/usage`}>dashboard</Link> has more figures, over time.
        </p>
        <UsageCharts snapshot={usage.snapshot} />
      </main>
    </Layout>
  );
}
