import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import postcss from 'postcss';
import selectorParser, {type Selector} from 'postcss-selector-parser';
import type {Compiler} from 'webpack';

/** Words as a class name is written: `navbar__link--active`, `codeBlock_bY9V`. */
const WORD = /[\w-]+/g;

/**
 * Which class names some page can have, from the text that makes the pages (the browser's
 * scripts, which hold every component and every page's content, and the drawings that pages
 * inline): each word of it, and each word ending in `-` or `_` as the start of names made from it
 * at run time (`alert--` + type).
 */
export function classNamesIn(texts: Iterable<string>): (name: string) => boolean {
  const words = new Set<string>();
  for (const text of texts) for (const [word] of text.matchAll(WORD)) words.add(word);
  const starts = [...words].filter((w) => /[-_]$/.test(w));
  return (name) => words.has(name) || starts.some((start) => name.startsWith(start));
}

/**
 * Whether a selector can match nothing because it asks for a class that no page has. Only a class
 * the element itself or its ancestors must have counts: inside `:not()`, `:is()`, `:where()` or
 * `:has()` a missing class may be what makes the selector match.
 */
function asksForMissing(selector: Selector, exists: (name: string) => boolean, missing: Set<string>): boolean {
  let found = false;
  for (const node of selector.nodes) {
    if (node.type === 'class' && !exists(node.value)) {
      missing.add(node.value);
      found = true;
    }
  }
  return found;
}

/**
 * The stylesheet without the selectors that ask for a class no page has (see `classNamesIn`), and
 * without the rules left with none; at-rules that end up empty go too. Keyframes, font faces and
 * the other at-rules stay as they are, as does a rule whose selector the parser cannot read.
 * Returns the classes whose selectors went.
 */
export function dropUnusedRules(css: string, exists: (name: string) => boolean): {css: string; dropped: Set<string>} {
  const dropped = new Set<string>();
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    let selectors: Selector[];
    try {
      selectors = selectorParser().astSync(rule.selector).nodes;
    } catch {
      return; // A selector the parser cannot read keeps its rule.
    }
    const kept = selectors.filter((selector) => !asksForMissing(selector, exists, dropped));
    if (kept.length === 0) rule.remove();
    else if (kept.length < selectors.length) rule.selector = kept.map((s) => s.toString().trim()).join(',');
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return {css: root.toString(), dropped};
}

/** The files under `dir` (recursively) whose names end with one of `extensions`. */
const filesIn = (dir: string, extensions: readonly string[]) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => extensions.some((e) => f.endsWith(e)))
    .map((f) => join(dir, f));

const CLASS_ATTRIBUTE = /\sclass=(?:"([^"]*)"|'([^']*)')/g;

/**
 * Fails when a page or drawing under `outDir` has a class whose rules were dropped, naming the
 * file: the class was made at run time from words no script holds.
 */
export function checkPages(outDir: string, dropped: ReadonlySet<string>): void {
  for (const file of filesIn(outDir, ['.html', '.svg'])) {
    for (const match of readFileSync(file, 'utf8').matchAll(CLASS_ATTRIBUTE)) {
      const name = (match[1] ?? match[2] ?? '').split(/\s+/).find((c) => dropped.has(c));
      if (name !== undefined)
        throw new Error(
          `[unused-css] ${file}: the class "${name}" is on this page, but src/plugins/unused-css.ts ` +
            'dropped its style rules: no script of the build names it. Name the class whole in the ' +
            'component that sets it, or put its drawing in static/.',
        );
    }
  }
}

/**
 * Takes out of the site's stylesheet the rules for classes that no page can have: Infima's for
 * components the site does not use (cards, pills, pagination, most spacing helpers), DocSearch's
 * for the Ask AI screens its modal no longer has, the theme's for components this site replaced.
 * Every page loads the stylesheet before it paints. It runs on the minified stylesheet, before
 * the file is named by its content's hash. After the build, a class that some page's HTML has
 * and whose rules went fails the build, naming the page.
 */
export default function unusedCssPlugin(context: LoadContext): Plugin {
  const dropped = new Set<string>();
  const bytes = {before: 0, after: 0};
  return {
    name: 'unused-css',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {Compilation, sources} = currentBundler.instance;
      const prune = (compilation: InstanceType<typeof Compilation>) => {
        const assets = compilation.getAssets();
        const stylesheets = assets.filter((a) => a.name.endsWith('.css'));
        // Under `npm start` styles come with the scripts, and there is no stylesheet.
        if (stylesheets.length === 0) return;
        const scripts = assets.filter((a) => a.name.endsWith('.js')).map((a) => a.source.source().toString());
        const drawings = context.siteConfig.staticDirectories
          .flatMap((dir) => filesIn(resolve(context.siteDir, dir), ['.svg']))
          .map((f) => readFileSync(f, 'utf8'));
        const exists = classNamesIn([...scripts, ...drawings]);
        for (const asset of stylesheets) {
          const css = asset.source.source().toString();
          const result = dropUnusedRules(css, exists);
          result.dropped.forEach((name) => dropped.add(name));
          bytes.before += css.length;
          bytes.after += result.css.length;
          compilation.updateAsset(asset.name, new sources.RawSource(result.css));
        }
      };
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.thisCompilation.tap('unused-css', (compilation) => {
                compilation.hooks.processAssets.tap(
                  {name: 'unused-css', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
                  () => {
                    prune(compilation);
                  },
                );
              });
            },
          },
        ],
      };
    },
    postBuild({outDir}) {
      checkPages(outDir, dropped);
      const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
      console.log(
        `[unused-css] the stylesheet without the rules of ${dropped.size} classes no page has: ` +
          `${kib(bytes.before)} → ${kib(bytes.after)}`,
      );
    },
  };
}
