/**
 * The "Set up Packit" page's body (/docs/setup). The questions and the generator (with the
 * reference's key data and the schema behind its links) load in a chunk of their own once the page
 * runs in a browser, so pages that link here prefetch only this shell. Without JavaScript, the
 * page shows its children: the MDX gives the onboarding guide's first configuration, which
 * tests/unit/setup.test.ts checks is the generator's output for the default answers.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

const Form = lazy(() => import('./Form'));

export default function SetupPackit({children}: {children: ReactNode}): ReactNode {
  return (
    <BrowserOnly fallback={<noscript>{children}</noscript>}>
      {() => (
        <Suspense fallback={<p>Loading the questions…</p>}>
          <Form />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
