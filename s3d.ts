import {readFileSync} from 'node:fs';
import {packitJsonSchema} from './src/packit-config/schema';
const a = JSON.parse(readFileSync('tests/fixtures/packit-schema-before.json', 'utf8'));
const b = JSON.parse(JSON.stringify(packitJsonSchema()));
const diffs: string[] = [];
function cmp(x: any, y: any, p: string) {
  if (JSON.stringify(x) === JSON.stringify(y)) return;
  if (x && y && typeof x === 'object' && typeof y === 'object' && !Array.isArray(x) && !Array.isArray(y)) {
    for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) cmp(x[k], y[k], `${p}/${k}`);
    return;
  }
  diffs.push(`${p}: ${JSON.stringify(x)?.slice(0,80)} -> ${JSON.stringify(y)?.slice(0,80)}`);
}
cmp(a, b, '#');
const kinds = new Map<string, number>();
for (const d of diffs) { const k = d.replace(/^#.*\/(\w+):/, '$1:').replace(/"description":"[^"]*"/g,'D'); kinds.set(k.slice(0,120), (kinds.get(k.slice(0,120)) ?? 0) + 1); }
console.log(diffs.length); for (const [k, n] of [...kinds].sort((x,y)=>y[1]-x[1]).slice(0,25)) console.log(n, k);
