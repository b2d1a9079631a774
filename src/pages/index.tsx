import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ContactList from '@site/src/components/ContactList';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import {PRODUCT, links} from '@site/src/data/site';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import styles from './index.module.css';

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const logo = useBaseUrl('/img/logo.svg');
  return (
    <header className={clsx('hero hero--primary', styles.hero)}>
      <div className="container">
        {/* Decorative: the heading next to it says the same. */}
        <img src={logo} alt="" aria-hidden="true" width={96} height={96} className={styles.logo} />
        <Heading as="h1" className="hero__title">
          {siteConfig.title}
        </Heading>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--secondary button--lg" to="/docs/guide">
            Get started
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/docs/setup">
            Set up Packit
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={`Hello from ${PRODUCT}`} description={siteConfig.tagline}>
      <Hero />
      <main>
        <section className={clsx('container', styles.intro)}>
          <div className="row">
            <div className="col col--6">
              <Heading as="h2">What is {PRODUCT}?</Heading>
              <p>
                {PRODUCT} is an open-source service that packages your project as RPMs for Fedora and CentOS Stream
                while you work on it upstream. You describe what you want in one file, <code>.packit.yaml</code>, and{' '}
                {PRODUCT} builds, tests and releases your package on every pull request, commit or release.
              </p>
            </div>
            <div className="col col--6">
              <Heading as="h2">Who is it for?</Heading>
              <p>
                Upstream developers who want to know that their change still builds and works as a Fedora package before
                they merge it, and Fedora maintainers who would rather review a pull request than repeat the same
                release steps by hand for every new version.
              </p>
            </div>
          </div>
        </section>
        <HomepageFeatures />
        <section className={clsx('container', styles.intro)}>
          <div className="row">
            <div className="col col--6">
              <Heading as="h2">Two ways to use it</Heading>
              <ul>
                <li>
                  <Link to="/docs/guide">The service</Link> runs for your repositories on GitHub, GitLab and Fedora
                  dist-git once you install the GitHub app or set up the GitLab integration.
                </li>
                <li>
                  <Link to="/docs/cli">The command-line tool</Link> does the same work on your own machine: build an
                  SRPM, run a Copr or Koji build, propose a release to dist-git.
                </li>
              </ul>
              <p>
                Many projects already rely on it; the <Link href={`${links.dashboard}/usage`}>dashboard</Link> shows how
                much, and the <Link href={`${links.github}/packit/issues`}>issue tracker</Link> is open to everyone.
              </p>
            </div>
            {/* `#contact` and `#contacts`: the addresses packit and the service print for getting in touch. */}
            <div className="col col--6" id="contacts">
              <Heading as="h2" id="contact">
                Talk to us
              </Heading>
              <ContactList />
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
