/**
 * npm run code-themes
 * Writes src/css/code-themes.css, the code colours of both colour modes, from the themes of
 * src/data/prism.ts. tests/unit/prism.test.ts fails when the file is out of date.
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';

import {codeThemesCss} from '../src/data/prism';

const target = join(import.meta.dirname, '..', 'src', 'css', 'code-themes.css');
writeFileSync(target, codeThemesCss());
console.log(`code-themes: wrote ${target}`);
