import Navbar from '@theme-original/Navbar';
import type {ReactNode} from 'react';

import {NO_JS_MOBILE_CSS} from './noJsFallback';

/** The theme's navbar, with what a phone-sized window needs when JavaScript is off. */
export default function NavbarWrapper(): ReactNode {
  return (
    <>
      {/* Parsed as markup only when JavaScript is off; React leaves a noscript's content alone. */}
      <noscript dangerouslySetInnerHTML={{__html: `<style>${NO_JS_MOBILE_CSS}</style>`}} />
      <Navbar />
    </>
  );
}
