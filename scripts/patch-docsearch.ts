/**
 * Runs after `npm install` / `npm ci`: fixes three faults of DocSearch 4.7.0's modal that break
 * the search experience the site promises, and one of its search button. Each fix replaces one
 * exact piece of the published bundle; if the piece is not found exactly once (another version),
 * the install fails loudly instead of shipping a silently unpatched modal. Re-running is harmless.
 *
 * 1. "See all N results" added up the hit counts of every query typed in one session.
 * 2. "Try searching for" never showed: the suggestions became an object, not a list.
 * 3. A failed search never showed "Unable to fetch results": autocomplete reset the error
 *    status to idle as soon as the failed request settled.
 * 4. The button's text ran together as "SearchCtrlK": no space between the label and the keys,
 *    so its visible text was one word that no accessible name could contain (WCAG 2.5.3). The
 *    spaces are whitespace in a flex box: nothing changes on screen.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';

interface Fix {
  readonly name: string;
  readonly from: string;
  readonly to: string;
}

export const EXPECTED_VERSION = '4.7.0';

export const FIXES: readonly Fix[] = [
  {
    name: 'count of "See all N results"',
    from: 'if(i){var s=r.context.nbHits;u({nbHits:(null!=s?s:0)+i})}',
    to: 'if(i){u({nbHits:i})}',
  },
  {
    name: '"Try searching for" suggestions',
    from: 'u({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))})',
    to: 'u({searchSuggestions:Object.keys(o)})',
  },
  {
    name: 'error screen of a failed search',
    from: '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
    to: '.finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
  },
];

/** Fixes of the search button, in `@docsearch/react/button`. */
export const BUTTON_FIXES: readonly Fix[] = [
  {
    name: 'spaces in the search button text',
    from:
      'e.createElement("span",{className:"DocSearch-Button-Placeholder"},g)),e.createElement("span",{className:"DocSearch-Button-Keys"},' +
      'null!==P&&A&&e.createElement(e.Fragment,null,e.createElement(y,{reactsToKey:K},x),e.createElement(y,{reactsToKey:"k"},"K")))',
    to:
      'e.createElement("span",{className:"DocSearch-Button-Placeholder"},g))," ",e.createElement("span",{className:"DocSearch-Button-Keys"},' +
      'null!==P&&A&&e.createElement(e.Fragment,null,e.createElement(y,{reactsToKey:K},x)," ",e.createElement(y,{reactsToKey:"k"},"K")))',
  },
];

/** Each patched module of @docsearch/react and the fixes it takes. */
const TARGETS: readonly {readonly module: string; readonly fixes: readonly Fix[]}[] = [
  {module: '@docsearch/react/modal', fixes: FIXES},
  {module: '@docsearch/react/button', fixes: BUTTON_FIXES},
];

const count = (text: string, part: string) => text.split(part).length - 1;

/** Applies the fixes to the bundle's text; throws when a fix finds neither its old nor its new form once. */
export function patchBundle(text: string, fixes: readonly Fix[] = FIXES): {text: string; applied: string[]} {
  const applied: string[] = [];
  let out = text;
  for (const fix of fixes) {
    if (count(out, fix.to) === 1 && count(out, fix.from) === 0) continue;
    if (count(out, fix.from) !== 1) {
      throw new Error(`cannot apply the fix for the ${fix.name}: its code is not in the bundle exactly once.`);
    }
    out = out.replace(fix.from, fix.to);
    applied.push(fix.name);
  }
  return {text: out, applied};
}

function main(): void {
  const require = createRequire(import.meta.url);
  const packageJson = join(dirname(require.resolve('@docsearch/react/modal')), '..', '..', 'package.json');
  const pkg = JSON.parse(readFileSync(packageJson, 'utf8')) as {version: string};
  if (pkg.version !== EXPECTED_VERSION) {
    throw new Error(
      `@docsearch/react is ${pkg.version}, the fixes are for ${EXPECTED_VERSION}: check them against the new version and update this script.`,
    );
  }
  const applied: string[] = [];
  for (const {module, fixes} of TARGETS) {
    const file = require.resolve(module);
    const result = patchBundle(readFileSync(file, 'utf8'), fixes);
    if (result.applied.length > 0) writeFileSync(file, result.text);
    applied.push(...result.applied);
  }
  console.log(`patch-docsearch: ${applied.length > 0 ? `fixed ${applied.join(', ')}` : 'already fixed'}.`);
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  try {
    main();
  } catch (error) {
    console.error(`patch-docsearch: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
