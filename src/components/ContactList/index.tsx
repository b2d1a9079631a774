import Link from '@docusaurus/Link';
import {contact} from '@site/src/data/site';
import type {ReactNode} from 'react';

/** The ways to reach the Packit team, as the home page lists them. */
export default function ContactList(): ReactNode {
  return (
    <ul>
      <li>
        Chat with the team in the Matrix room <Link href={contact.matrixUrl}>{contact.matrixRoom}</Link>.
      </li>
      <li>
        Write to <Link href={`mailto:${contact.email}`}>{contact.email}</Link>.
      </li>
      <li>
        Follow{' '}
        <Link href={contact.mastodonUrl} rel="me noopener noreferrer">
          {contact.mastodonHandle}
        </Link>{' '}
        on Mastodon.
      </li>
    </ul>
  );
}
