import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps Prism out of the browser's bundles. Code is highlighted at build time
 * (src/remark/highlight-code.ts), but the classic theme still registers a client module,
 * `lib/prism-include-languages.js`, that imports prism-react-renderer's Prism (about 34 KiB gzip
 * with its grammars) into `main` on every page and adds the extra grammars to it. This plugin
 * replaces that module with src/theme/prism-include-languages.ts, which does nothing.
 */
export default function noBrowserPrismPlugin(context: LoadContext): Plugin {
  const replacement = join(context.siteDir, 'src', 'theme', 'prism-include-languages.ts');
  return {
    name: 'no-browser-prism',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            replacement,
          ),
        ],
      };
    },
  };
}
