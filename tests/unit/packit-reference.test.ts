/**
 * The reference tables of the configuration pages (docs/configuration/**) agree with the
 * configuration reference in src/packit-config, both ways: a key, field, job type, trigger or
 * action a table documents exists in packit 1.12.0 (else the table's file:line), and each one that
 * exists is documented in some table (else the file:line where src/packit-config defines it).
 * Where a key table has a Default column, a fixed default (`7200`, `true`…) must match too.
 *
 * Tables are recognised by the first header cell: `Key` (keys of the top level, packages and
 * jobs, dotted paths allowed), `Field`, `Path` or `Option` (fields of the nested object named by
 * the enclosing heading, e.g. `### files_to_sync`), `Job type`, `Trigger` and `Action`. A table
 * about something else (the CLI's user configuration) is marked with `<!-- not-packit -->` above it.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {
  ACTIONS,
  JOB_KEYS,
  JOB_TYPES,
  PACKAGE_KEYS,
  RETIRED_KEYS,
  TOP_LEVEL_KEYS,
  TRIGGERS,
  type Field,
  type ValueType,
} from '../../src/packit-config';
import {codeSpans, markdownFiles, markdownTables, root, type Table} from '../lib/markdown';

const pages = markdownFiles('docs/configuration').map((file) => ({
  file,
  tables: markdownTables(readFileSync(join(root, file), 'utf8')).filter((t) => t.comment !== 'not-packit'),
}));

/** Where src/packit-config defines a name: `src/packit-config/keys.ts:42`. */
function definedAt(name: string): string {
  for (const file of ['keys.ts', 'jobs.ts', 'actions.ts', 'values.ts']) {
    const path = join('src', 'packit-config', file);
    const lines = readFileSync(join(root, path), 'utf8').split('\n');
    const index = lines.findIndex((l) => l.includes(`name: '${name}'`) || new RegExp(`^\\s+'?${name}'?: \\{`).test(l));
    if (index >= 0) return `${path}:${index + 1}`;
  }
  return 'src/packit-config';
}

const KEYS = new Map(
  [...PACKAGE_KEYS, ...TOP_LEVEL_KEYS, ...JOB_KEYS].map((k): [string, ValueType] => [k.name, k.type]),
);
const RETIRED = new Set(RETIRED_KEYS.map((k) => k.name));

/** The fields of a nested object: of the object itself, of list items, of mapping values. */
function fieldsOf(type: ValueType): Readonly<Record<string, Field>> | undefined {
  switch (type.kind) {
    case 'object':
      return type.fields;
    case 'list':
      return fieldsOf(type.items);
    case 'map':
      return fieldsOf(type.values);
    case 'union':
      return type.options.map(fieldsOf).find((f) => f !== undefined);
    default:
      return undefined;
  }
}

/** Keys whose value is (or holds) an object with named fields, and all their dotted field paths. */
const nestedKeys = [...KEYS].filter(([name, type]) => name !== 'actions' && fieldsOf(type) !== undefined);
function fieldPaths(prefix: string, type: ValueType): string[] {
  return Object.entries(fieldsOf(type) ?? {}).flatMap(([name, field]) => {
    const path = `${prefix}.${name}`;
    return fieldsOf(field.type) ? fieldPaths(path, field.type) : [path];
  });
}

/** Whether `a.b.c` names a key and (part of) its nested fields. */
function resolves(path: string): boolean {
  const [first = '', ...rest] = path.split('.');
  let type = KEYS.get(first);
  for (const part of rest) {
    type = type && fieldsOf(type)?.[part]?.type;
  }
  return type !== undefined || (rest.length === 0 && RETIRED.has(first));
}

/** The key a Field/Path/Option table belongs to: the innermost heading that names a nested key. */
function parentKey(table: Table): string | undefined {
  for (const heading of [...table.headings].reverse()) {
    const words: string[] = heading.toLowerCase().match(/[a-z_]+/g) ?? [];
    const key = nestedKeys.find(([name]) => words.includes(name));
    if (key) return key[0];
  }
  return undefined;
}

const firstHeader = (t: Table) => t.header[0] ?? '';

describe('configuration reference tables', () => {
  it('document only keys that packit 1.12.0 has', () => {
    const problems = pages.flatMap(({file, tables}) =>
      tables
        .filter((t) => firstHeader(t) === 'Key')
        .flatMap((t) => t.rows)
        .flatMap((row) =>
          codeSpans(row.cells[0] ?? '')
            .filter((name) => !resolves(name))
            .map((name) => `${file}:${row.line}: \`${name}\` is not a key of packit 1.12.0`),
        ),
    );
    assert.deepEqual(problems, []);
  });

  it('document every key', () => {
    const documented = new Set(
      pages.flatMap(({tables}) =>
        tables
          .filter((t) => firstHeader(t) === 'Key')
          .flatMap((t) => t.rows.flatMap((r) => codeSpans(r.cells[0] ?? ''))),
      ),
    );
    const missing = [...KEYS.keys(), ...RETIRED]
      .filter((name) => !documented.has(name))
      .map((name) => `${definedAt(name)}: \`${name}\` is not documented in any key table of docs/configuration`);
    assert.deepEqual(missing, []);
  });

  it('give the fixed defaults that packit 1.12.0 uses', () => {
    const keys = new Map([...PACKAGE_KEYS, ...JOB_KEYS].map((k) => [k.name, k]));
    const problems = pages.flatMap(({file, tables}) =>
      tables
        .filter((t) => firstHeader(t) === 'Key' && t.header.includes('Default'))
        .flatMap((t) =>
          t.rows.flatMap((row) => {
            const cell = (row.cells[t.header.indexOf('Default')] ?? '').replace(/\\\|/g, '|');
            return codeSpans(row.cells[0] ?? '').flatMap((name) => {
              const value = keys.get(name)?.default;
              if (value === undefined || value === null || typeof value === 'object') return [];
              const expected = value === '' ? '""' : String(value);
              return cell.includes(`\`${expected}\``)
                ? []
                : [`${file}:${row.line}: the default of \`${name}\` is \`${expected}\`, not ${cell}`];
            });
          }),
        ),
    );
    assert.deepEqual(problems, []);
  });

  it('document only fields that the nested objects have, and all of them', () => {
    const problems: string[] = [];
    const documented = new Set<string>();
    for (const {file, tables} of pages) {
      for (const table of tables) {
        if (firstHeader(table) === 'Key') {
          // A field named in a key's row (`{fast_forward_merge_into: […]}` in its type) counts too.
          for (const row of table.rows) {
            for (const key of codeSpans(row.cells[0] ?? '')) {
              const text = row.cells.join(' ');
              for (const path of fieldPaths(key, KEYS.get(key) ?? {kind: 'any'})) {
                if (text.includes(path.split('.').at(-1) ?? '')) documented.add(path);
              }
            }
          }
          continue;
        }
        if (!['Field', 'Path', 'Option'].includes(firstHeader(table))) continue;
        const parent = parentKey(table);
        if (parent === undefined) continue;
        for (const row of table.rows) {
          for (const name of codeSpans(row.cells[0] ?? '')) {
            const path = name.startsWith(`${parent}.`) ? name : `${parent}.${name}`;
            if (resolves(path)) documented.add(path);
            else problems.push(`${file}:${row.line}: \`${name}\` is not a field of \`${parent}\` in packit 1.12.0`);
          }
        }
      }
    }
    const missing = nestedKeys
      .flatMap(([name, type]) => fieldPaths(name, type))
      .filter((path) => !documented.has(path))
      .map((path) => `${definedAt(path.split('.').at(-1) ?? '')}: \`${path}\` is not documented in any table`);
    assert.deepEqual([...problems, ...missing], []);
  });

  for (const [header, names, what] of [
    ['Job type', JOB_TYPES.map((t) => t.name), 'job type'],
    ['Trigger', TRIGGERS.map((t) => t.name), 'trigger'],
    ['Action', ACTIONS.map((a) => a.name), 'action'],
  ] as const) {
    it(`list only real ${what}s, and all of them`, () => {
      const known = new Set<string>(names);
      const documented = new Set<string>();
      const problems = pages.flatMap(({file, tables}) =>
        tables
          .filter((t) => firstHeader(t) === header)
          .flatMap((t) => t.rows)
          .flatMap((row) =>
            codeSpans(row.cells[0] ?? '').flatMap((name) => {
              documented.add(name);
              return known.has(name) ? [] : [`${file}:${row.line}: \`${name}\` is not a ${what} of packit 1.12.0`];
            }),
          ),
      );
      const missing = names
        .filter((name) => !documented.has(name))
        .map((name) => `${definedAt(name)}: ${what} \`${name}\` is not listed in any "${header}" table`);
      assert.deepEqual([...problems, ...missing], []);
    });
  }
});
