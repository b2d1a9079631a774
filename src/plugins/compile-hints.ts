import type {Plugin} from '@docusaurus/types';

/** V8's explicit compile hint for a whole script: https://v8.dev/blog/explicit-compile-hints */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint at the top of every script of the browser's bundle. About half the
 * functions of `main` and of a page's chunks run while the page loads and hydrates (some 1,500 on
 * /docs/guide); without the hint V8 compiles each on the main thread when it is first called,
 * inside the long task that evaluates `main`. With it, Chromium (136 and later) compiles all of
 * them on a background thread while the script streams in. Other browsers read a comment. Added
 * after minification, which drops comments, and before the content hashes of the file names.
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
