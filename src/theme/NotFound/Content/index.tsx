import Link from '@docusaurus/Link';
import {links} from '@site/src/data/site';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import clsx from 'clsx';
import type {ReactNode} from 'react';

/** The not-found page: say what happened and offer the likely ways on. */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>There is no page at this address. It may have moved, or the link that brought you here may be mistyped.</p>
          <ul>
            <li>
              Start from the <Link to="/docs">documentation</Link> or the <Link to="/docs/guide">onboarding guide</Link>
              .
            </li>
            <li>
              Browse the <Link to="/posts">blog</Link> and the <Link to="/posts/weekly">weekly updates</Link>.
            </li>
            <li>Use the search button at the top of the page.</li>
          </ul>
          <p>
            If a link on this site brought you here, please <Link href={links.newIssue}>tell us in an issue</Link> so
            that we can fix it.
          </p>
        </div>
      </div>
    </main>
  );
}
