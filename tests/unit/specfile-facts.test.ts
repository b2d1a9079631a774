/**
 * The specfile API reference (specfile/api/specfile/*.md) agrees with the facts extract of the
 * specfile release it describes (tests/fixtures/specfile-<version>.json, written from a checkout of
 * the release's tag by scripts/extract-specfile-facts.py), both ways:
 *
 * - every public class, function, method, property, class attribute and constant in the facts is
 *   documented on its module's page (specfile.X on X.md, specfile.specfile on index.md);
 * - every class, function, method and property the pages document exists in the facts;
 * - the signature blocks under the headings (`def name(...)`, and `ClassName(...)` for a
 *   constructor) have the parameters of the release: names, kinds, annotations and defaults, in
 *   order, and the decorators `@staticmethod`, `@classmethod`, `@ContextManager` match;
 * - parameter tables under a heading (first column `Parameter` or `Name`) name only parameters,
 *   properties or attributes of what the heading documents, and their Default column matches.
 *
 * The pages' convention: `## class Name {#name}`, `## function name() {#name}`, and under a class
 * `### method() {#class-method}` (or `#### property {#class-property}`), each followed by a
 * ```python block with the signature; properties and attributes are listed in tables as `name`.
 * Known gaps, each with its reason, are in KNOWN_GAPS; a gap that is no longer a gap fails too.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {markdownTables, root} from '../lib/markdown';
import {SPECFILE_VERSION} from '../../src/packit-config/version';

/** The facts of the release the reference describes. */
export const SPECFILE_FACTS = `tests/fixtures/specfile-${SPECFILE_VERSION}.json`;
const PAGES_DIR = 'specfile/api/specfile';

// ---------------------------------------------------------------------------------------------
// The facts (see scripts/extract-specfile-facts.py for what each field holds)

interface Param {
  name: string;
  kind: 'positional_only' | 'positional_or_keyword' | 'var_positional' | 'keyword_only' | 'var_keyword';
  annotation: string | null;
  default: string | null;
}
interface Signature {
  parameters: Param[];
  returns: string | null;
}
interface Method extends Signature {
  kind: 'method' | 'classmethod' | 'staticmethod';
  dunder: boolean;
  decorators: string[];
}
interface ClassFacts {
  bases: string[];
  init: Signature | null;
  init_from: string | null;
  methods: Record<string, Method>;
  properties: Record<string, {setter: boolean; type: string | null}>;
  attributes: Record<string, {value: string | null}>;
  instance_attributes: string[];
}
interface ModuleFacts {
  classes: Record<string, ClassFacts>;
  functions: Record<string, Method & {decorators: string[]}>;
  constants: Record<string, {value: string | null}>;
}
export interface Facts {
  version: string;
  commit: string | null;
  modules: Record<string, ModuleFacts>;
}

/**
 * What the reference leaves out, or documents differently from the facts, on purpose. Keys are
 * `module`, `module.Class`, `module.Class.member`, `module.function` or `module.CONSTANT`.
 */
export const KNOWN_GAPS: Readonly<Record<string, string>> = {
  specfile: 'The package itself only re-exports Specfile, documented on index.md (`from specfile import Specfile`).',
  'specfile.constants':
    'Generated data tables (section, tag and architecture names, refreshed by upstream scripts/update_constants.py), not API; the pages quote the parts that matter (sections.md, tags.md).',
  'specfile.types':
    'Typing helpers (SupportsIndex for old Pythons, the EncodingArgs TypedDict) used in annotations; index.md describes ENCODING_ARGS.',
  'specfile.sections.Sections.__init__':
    'Sections has no constructor of its own; the page shows the one it inherits from collections.UserList.',
  'specfile.changelog.Changelog.copy': 'Listed under "Protocol support" with the list operations, not as a heading.',
  'specfile.sections.Sections.data': 'The list attribute of collections.UserList, which Sections inherits.',
  'specfile.tags.Comments.append':
    'List operations that also take strings: described together under "Protocol support".',
  'specfile.tags.Comments.extend': 'As Comments.append.',
  'specfile.tags.Comments.index': 'As Comments.append.',
  'specfile.tags.Comments.insert': 'As Comments.append.',
};

// ---------------------------------------------------------------------------------------------
// Reading the pages

interface Heading {
  level: number;
  text: string;
  id: string | undefined;
  line: number; // 1-based
  /** Lines from the heading to the next heading of any level. */
  body: string[];
  /** Lines from the heading to the next heading of the same or a higher level. */
  section: string[];
}

export interface PageEntry {
  kind: 'class' | 'function' | 'method' | 'member';
  name: string;
  owner?: string; // class of a method or member
  heading: Heading;
}

export interface Page {
  file: string;
  text: string;
  headings: Heading[];
  entries: PageEntry[];
}

export function parsePage(file: string, text: string): Page {
  const lines = text.split('\n');
  const starts: {level: number; text: string; id: string | undefined; index: number}[] = [];
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const f = /^(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === undefined) fence = f[1];
      else if (line.trim() === fence) fence = undefined;
      return;
    }
    if (fence !== undefined) return;
    const h = /^(#{2,6}) (.+?)(?: \{#([\w-]+)\})?\s*$/.exec(line);
    if (h) starts.push({level: (h[1] ?? '').length, text: (h[2] ?? '').replace(/\\_/g, '_'), id: h[3], index});
  });
  const headings: Heading[] = starts.map((h, i) => {
    const next = starts[i + 1]?.index ?? lines.length;
    const end = starts.slice(i + 1).find((o) => o.level <= h.level)?.index ?? lines.length;
    return {
      level: h.level,
      text: h.text,
      id: h.id,
      line: h.index + 1,
      body: lines.slice(h.index, next),
      section: lines.slice(h.index, end),
    };
  });
  const entries: PageEntry[] = [];
  const classes: {level: number; name: string}[] = [];
  for (const heading of headings) {
    while ((classes.at(-1)?.level ?? 0) >= heading.level) classes.pop();
    const owner = classes.at(-1)?.name;
    const className = /^class (\w+)$/.exec(heading.text)?.[1];
    const functionName = /^function (\w+)\(\)$/.exec(heading.text)?.[1];
    const methodName = /^(\w+)\(\)$/.exec(heading.text)?.[1];
    const memberName = /^([a-z_]\w*)$/.exec(heading.text)?.[1];
    if (className) {
      entries.push({kind: 'class', name: className, heading});
      classes.push({level: heading.level, name: className});
    } else if (functionName) {
      entries.push({kind: 'function', name: functionName, heading});
    } else if (methodName && owner) {
      entries.push({kind: 'method', name: methodName, owner, heading});
    } else if (memberName && owner && heading.id?.startsWith(`${owner.toLowerCase()}-`)) {
      entries.push({kind: 'member', name: memberName, owner, heading});
    }
  }
  return {file, text, headings, entries};
}

/** The text inside the first ```python block of some lines, if any. */
function firstPythonBlock(lines: string[]): string | undefined {
  const start = lines.findIndex((l) => /^```python\b/.test(l));
  if (start < 0) return undefined;
  const end = lines.findIndex((l, i) => i > start && /^```\s*$/.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** Split at commas (or return the position of `stop`) outside brackets and string literals. */
function scan(text: string, onChar: (c: string, i: number, depth: number) => boolean): void {
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    if (onChar(c, i, depth)) return;
  }
}

export interface PageSignature {
  decorators: string[];
  parameters: Param[];
  returns: string | null;
}

/**
 * The signature `def NAME(...)` (or, for a constructor, a line starting `NAME(`) in a python block:
 * its decorators, parameters without a leading self/cls, and return annotation.
 */
export function pageSignature(block: string, name: string, constructor: boolean): PageSignature | undefined {
  const re = constructor ? new RegExp(`^${name}\\(`, 'm') : new RegExp(`^(?:async )?def ${name}\\(`, 'm');
  const m = re.exec(block);
  if (!m) return undefined;
  const decorators: string[] = [];
  const before = block.slice(0, m.index).split('\n');
  before.pop();
  for (let line = before.pop(); line?.startsWith('@'); line = before.pop()) decorators.unshift(line.slice(1));
  const open = m.index + m[0].length;
  let close = -1;
  scan(block.slice(open - 1), (c, i, depth) => {
    if (c === ')' && depth === 0) {
      close = open - 1 + i;
      return true;
    }
    return false;
  });
  if (close < 0) return undefined;
  const inner = block.slice(open, close);
  const after = /^\s*->\s*([^\n]+?)\s*:?\s*$/m.exec(block.slice(close + 1).split('\n')[0] ?? '');
  const parts: string[] = [];
  let last = 0;
  scan(inner, (c, i, depth) => {
    if (c === ',' && depth === 0) {
      parts.push(inner.slice(last, i));
      last = i + 1;
    }
    return false;
  });
  parts.push(inner.slice(last));
  const parameters: Param[] = [];
  let keywordOnly = false;
  for (const raw of parts.map((p) => p.trim()).filter(Boolean)) {
    if (raw === '*') {
      keywordOnly = true;
      continue;
    }
    if (raw === '/') {
      for (const p of parameters) p.kind = 'positional_only';
      continue;
    }
    let colon = -1;
    let equals = -1;
    scan(raw, (c, i, depth) => {
      if (depth === 0 && c === ':' && colon < 0 && equals < 0) colon = i;
      if (depth === 0 && c === '=' && equals < 0) equals = i;
      return false;
    });
    const nameEnd = colon >= 0 ? colon : equals >= 0 ? equals : raw.length;
    let pname = raw.slice(0, nameEnd).trim();
    let kind: Param['kind'] = keywordOnly ? 'keyword_only' : 'positional_or_keyword';
    if (pname.startsWith('**')) [pname, kind] = [pname.slice(2), 'var_keyword'];
    else if (pname.startsWith('*')) [pname, kind, keywordOnly] = [pname.slice(1), 'var_positional', true];
    const annotation = colon >= 0 ? raw.slice(colon + 1, equals >= 0 ? equals : undefined).trim() : null;
    const value = equals >= 0 ? raw.slice(equals + 1).trim() : null;
    parameters.push({name: pname, kind, annotation, default: value});
  }
  if (!constructor && ['self', 'cls'].includes(parameters[0]?.name ?? '')) parameters.shift();
  return {decorators, parameters, returns: after?.[1] ?? null};
}

// ---------------------------------------------------------------------------------------------
// Comparing

/** Source text as ast.unparse gives it and as the pages write it, made comparable. */
const normDefault = (s: string | null): string | null => (s === null ? null : s.replace(/\s+/g, '').replace(/"/g, "'"));
const normType = (s: string | null): string | null => (s === null ? null : s.replace(/[\s"']/g, ''));

function describeParams(params: Param[]): string {
  return params.map((p) => `${p.name}${p.default === null ? '' : `=${p.default}`}`).join(', ');
}

/** Differences between a documented signature and the release's, as readable sentences. */
export function compareSignature(where: string, page: PageSignature, facts: Signature & {kind?: string}): string[] {
  const problems: string[] = [];
  const a = page.parameters;
  const b = facts.parameters;
  if (a.map((p) => p.name).join() !== b.map((p) => p.name).join()) {
    problems.push(`${where}: parameters (${describeParams(a)}) but the release has (${describeParams(b)})`);
    return problems;
  }
  a.forEach((p, i) => {
    const q = b[i];
    if (!q) return;
    if (p.kind !== q.kind)
      problems.push(`${where}: parameter ${p.name} is ${p.kind} on the page, ${q.kind} in the release`);
    if (normDefault(p.default) !== normDefault(q.default))
      problems.push(
        `${where}: parameter ${p.name} defaults to ${p.default ?? '(nothing)'}, the release to ${q.default ?? '(nothing)'}`,
      );
    if (p.annotation !== null && q.annotation !== null && normType(p.annotation) !== normType(q.annotation))
      problems.push(`${where}: parameter ${p.name} is typed ${p.annotation}, the release ${q.annotation}`);
    if ((p.annotation === null) !== (q.annotation === null))
      problems.push(
        `${where}: parameter ${p.name} is typed ${p.annotation ?? '(nothing)'}, the release ${q.annotation ?? '(nothing)'}`,
      );
  });
  if (page.returns !== null && normType(page.returns) !== normType(facts.returns))
    problems.push(`${where}: returns ${page.returns}, the release ${facts.returns ?? '(nothing)'}`);
  if (facts.kind) {
    for (const kind of ['staticmethod', 'classmethod']) {
      if (page.decorators.includes(kind) !== (facts.kind === kind))
        problems.push(`${where}: the page ${page.decorators.includes(kind) ? 'says' : 'does not say'} @${kind}`);
    }
  }
  return problems;
}

/** The page of a module, or undefined for a module without one. */
export function pageFileOf(module: string): string | undefined {
  if (module === 'specfile.specfile') return `${PAGES_DIR}/index.md`;
  const m = /^specfile\.(\w+)$/.exec(module);
  return m ? `${PAGES_DIR}/${m[1]}.md` : undefined;
}

/** Identifiers in backticks of some lines (`name`, `name()`, `Class.name`). */
function mentioned(lines: string[]): Set<string> {
  const names = new Set<string>();
  for (const m of lines.join('\n').matchAll(/`([^`\n]+)`/g)) {
    const id = /^(?:\w+\.)?(\w+)(?:\(\))?$/.exec((m[1] ?? '').trim())?.[1];
    if (id) names.add(id);
  }
  return names;
}

/** Members of a class, including those of its bases defined in the package. */
function classMembers(facts: Facts, cls: ClassFacts): Set<string> {
  const all = Object.values(facts.modules).flatMap((m) => Object.entries(m.classes));
  const names = new Set<string>();
  const visit = (c: ClassFacts, seen: Set<ClassFacts>): void => {
    if (seen.has(c)) return;
    seen.add(c);
    for (const n of [
      ...Object.keys(c.methods),
      ...Object.keys(c.properties),
      ...Object.keys(c.attributes),
      ...c.instance_attributes,
      ...(c.init?.parameters.map((p) => p.name) ?? []),
    ])
      names.add(n);
    for (const base of c.bases) {
      const found = all.find(([name]) => name === base.split('[')[0]?.split('.').pop());
      if (found) visit(found[1], seen);
    }
  };
  visit(cls, new Set());
  return names;
}

/**
 * Everything that disagrees between the facts and the pages; `read` gives a page's text (the test
 * reads the files; the self-check passes an edited copy).
 */
export function checkReference(facts: Facts, read: (file: string) => string | undefined): string[] {
  const problems: string[] = [];
  const gapsUsed = new Set<string>();
  const gap = (key: string): boolean => {
    if (key in KNOWN_GAPS) {
      gapsUsed.add(key);
      return true;
    }
    return false;
  };

  for (const [module, mod] of Object.entries(facts.modules)) {
    const file = pageFileOf(module);
    const text = file ? read(file) : undefined;
    if (text === undefined || !file) {
      if (!gap(module)) problems.push(`${module}: no page (expected ${file}); add one or a known gap`);
      continue;
    }
    const page = parsePage(file, text);
    const at = (h: Heading): string => `${file}:${h.line}`;
    const pageMentions = mentioned(text.split('\n'));

    // facts -> pages
    for (const name of Object.keys(mod.constants)) {
      if (!pageMentions.has(name) && !gap(`${module}.${name}`))
        problems.push(`${module}.${name}: constant not mentioned on ${file}`);
    }
    for (const [name, fn] of Object.entries(mod.functions)) {
      const entry = page.entries.find((e) => e.kind === 'function' && e.name === name);
      if (!entry) {
        if (!gap(`${module}.${name}`))
          problems.push(`${module}.${name}(): function has no "function ${name}()" heading on ${file}`);
        continue;
      }
      const block = firstPythonBlock(entry.heading.body);
      const sig = block ? pageSignature(block, name, false) : undefined;
      if (!sig) problems.push(`${at(entry.heading)}: no "def ${name}(" block under the heading`);
      else if (!gap(`${module}.${name}`)) problems.push(...compareSignature(`${at(entry.heading)} ${name}()`, sig, fn));
    }
    for (const [cname, cls] of Object.entries(mod.classes)) {
      const key = `${module}.${cname}`;
      const entry = page.entries.find((e) => e.kind === 'class' && e.name === cname);
      if (!entry) {
        if (!gap(key)) problems.push(`${key}: class has no "class ${cname}" heading on ${file}`);
        continue;
      }
      const where = at(entry.heading);
      /** An override of a member that a base class of the same page documents. */
      const documentedInBase = (name: string): boolean =>
        cls.bases.some((base) => {
          const b = page.entries.find((x) => x.kind === 'class' && x.name === base.split('[')[0]);
          return b !== undefined && mentioned(b.heading.section).has(name);
        });
      // constructor
      const block = firstPythonBlock(entry.heading.body);
      const ctor = block ? pageSignature(block, cname, true) : undefined;
      if (ctor && cls.init) {
        problems.push(...compareSignature(`${where} ${cname}()`, ctor, cls.init));
      } else if (ctor && !cls.init) {
        if (!gap(`${key}.__init__`))
          problems.push(`${where}: shows a constructor ${cname}(...), the release has none of its own`);
      } else if (!ctor && cls.init && cls.init_from === null && cls.init.parameters.length > 0) {
        if (!gap(`${key}.__init__`))
          problems.push(
            `${where}: no "${cname}(...)" constructor line; the release has (${describeParams(cls.init.parameters)})`,
          );
      }
      // the class's own section and the sections of the headings it stands under
      const enclosing = page.headings.filter(
        (h) => h.line <= entry.heading.line && h.line + h.section.length > entry.heading.line,
      );
      const sectionMentions = mentioned(enclosing.flatMap((h) => h.section));
      for (const [mname, method] of Object.entries(cls.methods)) {
        const memberKey = `${key}.${mname}`;
        const memberEntry = page.entries.find((e) => e.kind === 'method' && e.owner === cname && e.name === mname);
        if (!memberEntry) {
          if (!method.dunder && !gap(memberKey))
            problems.push(`${memberKey}(): method has no "${mname}()" heading under class ${cname} on ${file}`);
          continue;
        }
        const memberBlock = firstPythonBlock(memberEntry.heading.body);
        const sig = memberBlock ? pageSignature(memberBlock, mname, false) : undefined;
        if (!sig) problems.push(`${at(memberEntry.heading)}: no "def ${mname}(" block under the heading`);
        else if (!gap(memberKey))
          problems.push(...compareSignature(`${at(memberEntry.heading)} ${cname}.${mname}()`, sig, method));
      }
      for (const name of [...Object.keys(cls.properties), ...Object.keys(cls.attributes), ...cls.instance_attributes]) {
        if (!sectionMentions.has(name) && !documentedInBase(name) && !gap(`${key}.${name}`))
          problems.push(`${key}.${name}: property or attribute not mentioned in the class ${cname} section of ${file}`);
      }
    }

    // pages -> facts
    for (const e of page.entries) {
      const where = `${at(e.heading)} "${e.heading.text}"`;
      if (e.kind === 'class' && !(e.name in mod.classes)) problems.push(`${where}: no class ${e.name} in ${module}`);
      if (e.kind === 'function' && !(e.name in mod.functions))
        problems.push(`${where}: no function ${e.name} in ${module}`);
      if (e.kind === 'method' || e.kind === 'member') {
        const cls = mod.classes[e.owner ?? ''];
        if (cls && !classMembers(facts, cls).has(e.name))
          problems.push(`${where}: no member ${e.name} in ${module}.${e.owner}`);
      }
    }

    // parameter and member tables
    for (const e of page.entries) {
      const tables = markdownTables(e.heading.body.join('\n'));
      const cls = e.kind === 'class' ? mod.classes[e.name] : e.owner ? mod.classes[e.owner] : undefined;
      let params: Param[] | undefined;
      if (e.kind === 'function') params = mod.functions[e.name]?.parameters;
      else if (e.kind === 'method') params = cls?.methods[e.name]?.parameters;
      else if (e.kind === 'class') params = cls?.init?.parameters;
      for (const table of tables) {
        const first = table.header[0]?.trim();
        if (first !== 'Parameter' && first !== 'Name') continue;
        const defaultColumn = table.header.findIndex((h) => h.trim() === 'Default');
        const known = e.kind === 'class' && cls ? classMembers(facts, cls) : new Set(params?.map((p) => p.name));
        // names a **kwargs parameter takes (option letters of add_patch_macro())
        const anyName = params?.some((p) => p.kind === 'var_keyword') ?? false;
        for (const row of table.rows) {
          const name = /^`([^`]+)`$/.exec(row.cells[0]?.trim() ?? '')?.[1];
          if (!name) continue;
          const where = `${file}:${e.heading.line - 1 + row.line} table under "${e.heading.text}"`;
          if (!known.has(name) && !anyName && !gap(`${module}.${e.owner ?? e.name}.${name}`)) {
            problems.push(`${where}: ${name} is not a parameter or member in the release`);
            continue;
          }
          const param = params?.find((p) => p.name === name);
          if (defaultColumn >= 0 && param) {
            const shown = /`([^`]*)`/.exec(row.cells[defaultColumn] ?? '')?.[1] ?? null;
            if (normDefault(shown) !== normDefault(param.default))
              problems.push(`${where}: ${name} default ${shown ?? '(none)'}, the release ${param.default ?? '(none)'}`);
          }
        }
      }
    }
  }
  for (const key of Object.keys(KNOWN_GAPS)) {
    if (!gapsUsed.has(key)) problems.push(`KNOWN_GAPS["${key}"] no longer applies; remove it`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------

export function loadFacts(file = SPECFILE_FACTS): Facts {
  return JSON.parse(readFileSync(join(root, file), 'utf8')) as Facts;
}

function readPage(file: string): string | undefined {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
}

describe('specfile API reference against the facts of its release', () => {
  const facts = loadFacts();

  it('documents every public object with the signature of the release, and nothing else', () => {
    const problems = checkReference(facts, readPage);
    assert.deepEqual(problems, [], `specfile ${facts.version}:\n${problems.join('\n')}`);
  });

  it('says on the guide and the API index which release it describes', () => {
    for (const file of ['specfile/index.md', `${PAGES_DIR}/index.md`]) {
      assert.match(readPage(file) ?? '', new RegExp(`specfile ${facts.version.replace(/\./g, '\\.')}\\b`), file);
    }
  });

  it('fails on a wrong parameter, a missing method and an invented one (self-check)', () => {
    const edits: [string, string, string, RegExp][] = [
      [
        `${PAGES_DIR}/index.md`,
        'force_parse: bool = False,\n    sanitize',
        'force_parse: bool = True,\n    sanitize',
        /force_parse defaults to True/,
      ],
      [
        `${PAGES_DIR}/macros.md`,
        'def expand(expression: str, safe: bool = True)',
        'def expand(expression: str, unsafe: bool = True)',
        /Macros\.expand\(\): parameters/,
      ],
      [
        `${PAGES_DIR}/sections.md`,
        '### get_or_create() {#sections-get_or_create}',
        '### get_or_make() {#sections-get_or_make}',
        /get_or_create\(\): method has no/,
      ],
      [
        `${PAGES_DIR}/sections.md`,
        '### get_or_create() {#sections-get_or_create}',
        '### get_or_create() {#sections-get_or_create}\n\n### invented_method() {#sections-invented_method}',
        /no member invented_method/,
      ],
    ];
    for (const [file, from, to, expected] of edits) {
      const original = readPage(file) ?? '';
      assert.ok(original.includes(from), `${file} no longer contains ${JSON.stringify(from)}; update the self-check`);
      const problems = checkReference(facts, (f) => (f === file ? original.replace(from, to) : readPage(f)));
      assert.ok(
        problems.some((p) => expected.test(p)),
        `${file}: editing ${from} went unnoticed:\n${problems.join('\n')}`,
      );
    }
  });
});
