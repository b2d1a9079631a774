/**
 * The reference tables of the configuration pages (docs/configuration/**) agree with the
 * configuration reference in src/packit-config, both ways: a key, field, job type, trigger or
 * action a table documents exists in the packit release of src/packit-config/version.ts (else the table's file:line), and each one that
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
  PACKIT_VERSION,
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

/** The kinds of value a type takes, in the coarse words the tables use: `list|mapping`. */
function typeKinds(type: ValueType): string {
  switch (type.kind) {
    case 'map':
    case 'object':
      return 'mapping';
    case 'ref':
      return type.to === 'boolean' || type.to === 'integer' ? type.to : 'mapping';
    case 'any':
      return 'anything';
    case 'union': {
      // A trigger: one of the names, or several joined with `|` (a string the pattern checks).
      if (
        type.options.some((o) => o.kind === 'enum') &&
        type.options.every((o) => o.kind === 'enum' || o.kind === 'string')
      ) {
        return 'enum';
      }
      return [...new Set(type.options.map(typeKinds))].sort().join('|');
    }
    default:
      return type.kind;
  }
}

/** The kinds a Type cell names: "list of strings, or mapping of …" is `list|mapping`. */
function typeWords(cell: string): string {
  const text = cell.toLowerCase();
  if (/^one of\b/.test(text) || /^`[^`]+`(, `[^`]+`)*(,? or `[^`]+`)?$/.test(cell)) return 'enum';
  const kinds = new Set<string>();
  const kindOf = (part: string) => /^(boolean|integer|string|list|mapping|object|anything)/.exec(part.trim())?.[1];
  for (const part of text.split(', or ')) {
    // "list of strings or objects" and "mapping of string to string or null" are one kind each.
    const first = kindOf(part);
    const alternatives = first === 'list' || first === 'mapping' ? [part] : part.split(' or ');
    for (const word of alternatives.map(kindOf)) {
      if (word !== undefined) kinds.add(word === 'object' ? 'mapping' : word);
    }
  }
  return [...kinds].sort().join('|') || cell;
}

describe('configuration reference tables', () => {
  it(`document only keys that packit ${PACKIT_VERSION} has`, () => {
    const problems = pages.flatMap(({file, tables}) =>
      tables
        .filter((t) => firstHeader(t) === 'Key')
        .flatMap((t) => t.rows)
        .flatMap((row) =>
          codeSpans(row.cells[0] ?? '')
            .filter((name) => !resolves(name))
            .map((name) => `${file}:${row.line}: \`${name}\` is not a key of packit ${PACKIT_VERSION}`),
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

  it(`give the fixed defaults that packit ${PACKIT_VERSION} uses`, () => {
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

  it('give the types of the source, or some of them', () => {
    // A job's page may show only the form its job uses (a list of branches for koji_build), but
    // never a kind of value that packit refuses. `packages` of a job is not the top-level one.
    const keysOf = (file: string) =>
      new Map(
        (file.endsWith('configuration/index.md')
          ? [...JOB_KEYS, ...TOP_LEVEL_KEYS, ...PACKAGE_KEYS]
          : [...TOP_LEVEL_KEYS, ...PACKAGE_KEYS, ...JOB_KEYS]
        ).map((k) => [k.name, k.type]),
      );
    const problems = pages.flatMap(({file, tables}) => {
      const keys = keysOf(file);
      return tables
        .filter((t) => firstHeader(t) === 'Key' && t.header.includes('Type'))
        .flatMap((t) =>
          t.rows.flatMap((row) => {
            const cell = row.cells[t.header.indexOf('Type')] ?? '';
            const names = codeSpans(row.cells[0] ?? '');
            // `a`, `b` | string, object: one type per key.
            const parts = names.length > 1 && cell.split(', ').length === names.length ? cell.split(', ') : undefined;
            return names.flatMap((name, i) => {
              const type = keys.get(name);
              if (type === undefined) return [];
              const words = parts?.[i] ?? cell;
              const written = typeWords(words).split('|');
              const expected = typeKinds(type);
              return written.every((kind) => expected.split('|').includes(kind))
                ? []
                : [`${file}:${row.line}: \`${name}\` is ${expected} in src/packit-config, the table says ${words}`];
            });
          }),
        );
    });
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
            else
              problems.push(
                `${file}:${row.line}: \`${name}\` is not a field of \`${parent}\` in packit ${PACKIT_VERSION}`,
              );
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
              return known.has(name)
                ? []
                : [`${file}:${row.line}: \`${name}\` is not a ${what} of packit ${PACKIT_VERSION}`];
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
