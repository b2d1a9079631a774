import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

interface Feature {
  title: string;
  to: string;
  description: ReactNode;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Builds in Copr',
    to: '/docs/configuration/upstream/copr_build',
    description: (
      <>
        Every pull request, commit or release is built as RPMs in Copr for the Fedora, EPEL and CentOS Stream versions
        you pick, and the packages are ready to install from a repository.
      </>
    ),
  },
  {
    title: 'Tests in Testing Farm',
    to: '/docs/configuration/upstream/tests',
    description: (
      <>
        Your tmt test plans run in Testing Farm against the freshly built packages, and the result comes back as a check
        on the pull request.
      </>
    ),
  },
  {
    title: 'Fedora releases',
    to: '/docs/fedora-releases-guide',
    description: (
      <>
        A new upstream release becomes a dist-git pull request, then a Koji build, then a Bodhi update, with your review
        where you want it.
      </>
    ),
  },
  {
    title: 'Fedora dist-git CI',
    to: '/fedora-ci',
    description: (
      <>
        Pull requests against Fedora dist-git get scratch builds, installability checks and tests, run by the same
        service.
      </>
    ),
  },
  {
    title: 'Static analysis',
    to: '/posts/openscanhub-prototype',
    description: (
      <>
        Pull requests can be scanned in OpenScanHub, which reports the new findings of static analysers compared with
        your main branch.
      </>
    ),
  },
  {
    title: 'Source-git',
    to: '/source-git',
    description: (
      <>
        Keep a package&apos;s downstream patches as git commits on top of upstream, and let Packit turn them into
        dist-git content.
      </>
    ),
  },
];

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="features">
      <div className="container">
        <Heading as="h2" id="features" className="text--center">
          What Packit does for you
        </Heading>
        <ul className={styles.grid}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <Heading as="h3">
                <Link to={feature.to}>{feature.title}</Link>
              </Heading>
              <p>{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
