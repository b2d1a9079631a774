/**
 * Swizzled from @docusaurus/theme-classic 3.10.2, where it adds `themeConfig.prism.additionalLanguages`
 * to the browser's Prism. Code is highlighted at build time (src/remark/highlight-code.ts, which
 * loads those grammars in Node), so the browser needs no grammar and no Prism: this does nothing,
 * and src/plugins/no-browser-prism.ts also puts this file in place of the theme's client module that
 * would import Prism to call it.
 */
export default function prismIncludeLanguages(): void {}
