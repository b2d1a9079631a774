import type {Plugin} from '@docusaurus/types';

/** V8's explicit compile hint for a whole script: https://v8.dev/blog/explicit-compile-hints */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint at the top of every script of the browser's bundle. Nearly every
 * function of `main` and of a page's chunks runs while the page loads and hydrates; without the
 * hint V8 compiles each one on the main thread when it is first called, inside the long task that
 * evaluates `main`. With it, Chromium (136 and later) compiles them while the script streams in,
 * on a background thread. Other browsers read a comment. Added after minification, which drops
 * comments, and before the content hashes of the file names.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            // Not the stylesheet, where `//` is no comment and would break the first rule.
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
