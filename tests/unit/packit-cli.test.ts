/**
 * The CLI reference (docs/cli) against the command line of the packit release it describes: the
 * `cli` section of src/packit-config/facts/packit-<version>.json, which
 * scripts/extract-packit-facts.py reads from packit's click code. Both ways:
 *
 * - every command has a page: the page's Synopsis block (`packit [GLOBAL OPTIONS] build in-copr
 *   [OPTIONS] [PATH_OR_URL]`) names it; a group needs a page only when it has options of its own
 *   (`build --srpm`), since the sidebar category of `config`, `dist-git` and `source-git` lists
 *   their commands; docs/cli/index.md (`packit [GLOBAL OPTIONS] COMMAND …`) documents `packit`;
 * - every option packit has is a row of the page's options table (the table whose header starts
 *   with Option and has a Default column), and every row is an option packit has, with the same
 *   spellings (short ones and the `--no-` half of an on/off pair), flag or value (and the metavar
 *   packit's help shows: TEXT, INTEGER, FILE, [a|b]), and "repeatable" in the Type column exactly
 *   when the option may be given several times;
 * - the arguments of the synopsis are packit's, in order, required or optional (`[NAME]`), one
 *   taking any number of values written with `...`; an argument table names only those arguments;
 * - a literal default (a Default cell that is one code span, or off, on, none, empty) is packit's.
 *
 * The help option (`-h`, `--help`) comes from the context settings of `packit`, which every command
 * inherits. Differences the pages keep on purpose are in KEPT, each with its reason; an entry that
 * no longer matches a difference fails too. After `npm run facts:update -- PACKIT_CHECKOUT` and a
 * new version in src/packit-config/version.ts, this test lists what the release changed in the CLI.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {FIRST_RELEASES, newer} from '../lib/firstReleases';
import {codeSpans, fencedBlocks, markdownFiles, markdownTables, root} from '../lib/markdown';
import {PACKIT_VERSION} from '../../src/packit-config/version';

// ---------------------------------------------------------------------------------------------
// The facts (see scripts/extract-packit-facts.py, "The command line")

type Json = string | number | boolean | null | Json[] | {[key: string]: Json};

interface CliOption {
  readonly name: string;
  readonly opts: readonly string[];
  readonly secondary_opts: readonly string[];
  readonly is_flag: boolean;
  readonly multiple: boolean;
  readonly type: string;
  readonly choices?: readonly string[];
  /** What click's help shows after the option; flags have none. */
  readonly metavar?: string;
  readonly default: Json;
  readonly required: boolean;
  readonly hidden: boolean;
  readonly envvar?: string;
  readonly where: string;
}
interface CliArgument {
  readonly name: string;
  readonly required: boolean;
  readonly nargs: number;
  readonly type: string;
  readonly default: Json;
  readonly where: string;
}
interface CliCommand {
  readonly where: string;
  readonly group: boolean;
  readonly hidden: boolean;
  readonly aliases: readonly string[];
  readonly context_settings: Readonly<Record<string, Json>>;
  readonly arguments: readonly CliArgument[];
  readonly options: readonly CliOption[];
}
interface Cli {
  readonly program: string;
  readonly where: string;
  readonly context_settings: Readonly<Record<string, Json>>;
  readonly options: readonly CliOption[];
  readonly commands: Readonly<Record<string, CliCommand>>;
}

const FACTS_FILE = join('src', 'packit-config', 'facts', `packit-${PACKIT_VERSION}.json`);
const facts = JSON.parse(readFileSync(join(root, FACTS_FILE), 'utf8')) as {packit_version: string; cli?: Cli};
if (facts.cli === undefined) throw new Error(`${FACTS_FILE} has no cli section: run npm run facts:update`);
const cli = facts.cli;
const PAGES_DIR = 'docs/cli';

/** `packit` itself, as a command: its global options, no arguments. */
const ROOT: CliCommand = {
  where: cli.where,
  group: true,
  hidden: false,
  aliases: [],
  context_settings: cli.context_settings,
  arguments: [],
  options: cli.options,
};
const commandOf = (path: string): CliCommand | undefined => (path === '' ? ROOT : cli.commands[path]);

// ---------------------------------------------------------------------------------------------
// Differences the pages keep on purpose

interface Kept {
  /** The page, relative to docs/cli. */
  readonly page: string;
  /** The command path (`dist-git init`). */
  readonly command: string;
  /** The option's long spelling as the page writes it, or packit's argument name in capitals. */
  readonly subject: string;
  /** Which check it passes: the literal default, or the argument in the synopsis. */
  readonly check: 'default' | 'argument';
  readonly reason: string;
  /** packit's code that shows it, at the release the facts are from. */
  readonly evidence: string;
}

export const KEPT: readonly Kept[] = [
  {
    page: 'dist-git/init.md',
    command: 'dist-git init',
    subject: '--commit-msg',
    check: 'default',
    reason: 'click has no default; the code replaces a missing message with this one, which is what readers get.',
    evidence: 'packit/cli/dist_git_init.py:370',
  },
  {
    page: 'prepare-sources.md',
    command: 'prepare-sources',
    subject: '--result-dir',
    check: 'default',
    reason: 'click has no default; the command then picks this directory in the working directory.',
    evidence: 'packit/cli/prepare_sources.py:169',
  },
  {
    page: 'source-git/init.md',
    command: 'source-git init',
    subject: '--upstream-remote',
    check: 'default',
    reason: 'click has no default; the source-git code falls back to this remote name.',
    evidence: 'packit/source_git.py:86',
  },
  {
    page: 'dist-git/init.md',
    command: 'dist-git init',
    subject: 'OTHER_ARGS',
    check: 'argument',
    reason:
      'the catch-all argument is shown as what it takes (`--key value` pairs that become configuration keys), not by its parameter name.',
    evidence: 'packit/cli/dist_git_init.py:154',
  },
  {
    page: 'build/in-image-builder.md',
    command: 'build in-image-builder',
    subject: 'IMAGE_NAME',
    check: 'argument',
    reason:
      'declared with default=None and no `required`: Click before 8.3 requires it, 8.3 and later do not; the page asks for it always and says why in a note.',
    evidence: 'packit/cli/builds/in_image_builder.py:31',
  },
];

// ---------------------------------------------------------------------------------------------
// Reading the pages

interface Usage {
  /** The command path, '' for `packit` itself. */
  readonly path: string;
  readonly line: number;
  /** Options of a group written between the group and its subcommand: `build [--srpm FILE] in-copr`. */
  readonly groupOptions: readonly {group: string; spelling: string; metavar: string | undefined}[];
  /** Argument tokens after the command: `[PATH_OR_URL]`, `IMAGE_NAME`, `[--ANY-KEY VALUE]...`. */
  readonly args: readonly string[];
  /** Words that follow the path as if they were a command packit does not have. */
  readonly unknown?: string;
}

interface OptionRow {
  readonly line: number;
  /** The whole row. */
  readonly text: string;
  readonly cell: string;
  readonly opts: readonly string[];
  readonly secondary: readonly string[];
  readonly metavar: string | undefined;
  readonly type: string;
  readonly default: string;
}

interface Page {
  readonly file: string;
  readonly usages: readonly Usage[];
  /** Line of the options table's header, else of the synopsis. */
  readonly optionsLine: number;
  readonly rows: readonly OptionRow[];
  readonly argumentRows: readonly {line: number; name: string; required?: string; default?: string}[];
}

/** `packit [GLOBAL OPTIONS] build [--srpm FILE] in-copr [OPTIONS] [PATH_OR_URL]` → its parts. */
function parseUsage(text: string, line: number): Usage {
  const tokens = text.match(/\[[^\]]*\](?:\.\.\.)?|\S+/g) ?? [];
  let path = '';
  const groupOptions: {group: string; spelling: string; metavar: string | undefined}[] = [];
  let i = 1;
  for (; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const next = path === '' ? token : `${path} ${token}`;
    if (token === '[GLOBAL OPTIONS]') continue;
    if (/^[a-z][a-z-]*$/.test(token) && next in cli.commands) {
      path = next;
      continue;
    }
    const groupOption = /^\[(-[\w-]+)(?: (\S+))?\]$/.exec(token);
    if (groupOption && path !== '') {
      groupOptions.push({group: path, spelling: groupOption[1] ?? '', metavar: groupOption[2]});
      continue;
    }
    break;
  }
  const rest = tokens.slice(i).filter((t) => t !== '[OPTIONS]');
  const unknown = /^[a-z][a-z-]*$/.test(rest[0] ?? '') ? rest[0] : undefined;
  // A group's synopsis goes on with its subcommand: `build SUBCOMMAND [OPTIONS] [ARGUMENTS]`.
  const placeholder = rest.findIndex((t) => /^(SUB)?COMMAND$/.test(t));
  const args = placeholder >= 0 ? rest.slice(0, placeholder) : rest;
  return {path, line, groupOptions, args, ...(unknown !== undefined && {unknown})};
}

/** "`-p`, `--package TEXT`" or "`--wait` / `--no-wait`" → spellings, the `--no-` half, metavar. */
function parseOptionCell(cell: string): Pick<OptionRow, 'opts' | 'secondary' | 'metavar'> {
  const [primary = '', secondary = ''] = cell.split(/(?<=`)\s*\/\s*(?=`)/);
  const spans = (part: string) => codeSpans(part).map((s) => s.replace(/\\\|/g, '|').trim());
  const words = spans(primary).map((s) => s.split(/\s+/));
  const valueNames = words.map((w) => w.slice(1).join(' ')).filter((m) => m !== '');
  return {
    opts: words.map((w) => w[0] ?? ''),
    secondary: spans(secondary).map((s) => s.split(/\s+/)[0] ?? ''),
    metavar: valueNames.at(-1),
  };
}

function readPage(file: string): Page {
  const text = readFileSync(join(root, file), 'utf8');
  const synopsisLine = text.split('\n').findIndex((l) => /^## Synopsis\b/.test(l)) + 1;
  const block = fencedBlocks(text).find((b) => synopsisLine > 0 && b.line > synopsisLine);
  const usages = (block?.body.split('\n') ?? [])
    .map((body, offset) => ({body: body.trim(), line: (block?.line ?? 0) + offset}))
    .filter(({body}) => body.startsWith(`${cli.program} `))
    .map(({body, line}) => parseUsage(body, line));
  const tables = markdownTables(text);
  const optionTables = tables.filter((t) => t.header[0] === 'Option' && t.header.includes('Default'));
  const rows = optionTables.flatMap((t) =>
    t.rows.map((row) => {
      const cell = row.cells[0] ?? '';
      const column = (name: string) => row.cells[t.header.indexOf(name)] ?? '';
      return {
        line: row.line,
        text: row.cells.join(' | '),
        cell,
        ...parseOptionCell(cell),
        type: column('Type'),
        default: column('Default'),
      };
    }),
  );
  const argumentRows = tables
    .filter((t) => t.header[0] === 'Argument')
    .flatMap((t) =>
      t.rows.map((row) => {
        const column = (name: string) => (t.header.includes(name) ? row.cells[t.header.indexOf(name)] : undefined);
        const required = column('Required');
        const fallback = column('Default');
        return {
          line: row.line,
          name: codeSpans(row.cells[0] ?? '')[0] ?? '',
          ...(required !== undefined && {required}),
          ...(fallback !== undefined && {default: fallback}),
        };
      }),
    );
  const optionsLine = optionTables[0]?.line ?? usages[0]?.line ?? 1;
  return {file, usages, optionsLine, rows, argumentRows};
}

const pages = markdownFiles(PAGES_DIR).map(readPage);

/** The CLI reference says in which release anything that came after this one came (docs/cli/index.md). */
const SINCE_BASE = '1.12.0';

// ---------------------------------------------------------------------------------------------
// Comparing

interface Problem {
  readonly page: string;
  readonly command: string;
  readonly subject: string;
  readonly check: string;
  readonly message: string;
}

const pageName = (file: string) => file.slice(PAGES_DIR.length + 1);
const shown = (path: string) => `\`${[cli.program, path].filter(Boolean).join(' ')}\``;
const packitHas = `packit ${PACKIT_VERSION} has`;
const inPackit = `in packit ${PACKIT_VERSION}`;

/** The same spellings, in any order. */
const same = (a: readonly string[], b: readonly string[]) => [...a].sort().join(' ') === [...b].sort().join(' ');

/** The help option's spellings for a command: its own context settings, else its parents'. */
function helpNames(path: string): readonly string[] {
  for (let parts = path.split(' ').filter(Boolean); ; parts = parts.slice(0, -1)) {
    const names = commandOf(parts.join(' '))?.context_settings['help_option_names'];
    if (Array.isArray(names)) return names.map(String);
    if (parts.length === 0) return ['--help'];
  }
}

/** How a page would write packit's spellings: "`-p`, `--package TEXT`" or "`--wait` / `--no-wait`". */
function spelled(option: CliOption): string {
  const opts = [...option.opts].sort((a, b) => a.length - b.length);
  const primary = opts.map((o, i) => `\`${o}${i === opts.length - 1 && option.metavar ? ` ${option.metavar}` : ''}\``);
  return [primary.join(', '), ...option.secondary_opts.map((o) => `\`${o}\``)].join(' / ');
}

/**
 * The default a Default cell states literally, if it does: one code span (not a pattern such as
 * `home:<owner>:packit`), or off, on, none, empty, each maybe followed by a remark in parentheses.
 */
function statedDefault(cell: string): {text: string; code: boolean} | undefined {
  const code = /^`([^`]+)`(?:\s*\(.*\))?$/.exec(cell.trim());
  if (code) return /<\w+>/.test(code[1] ?? '') ? undefined : {text: code[1] ?? '', code: true};
  const word = /^(off|on|none|empty)\b(?!-)/.exec(cell.trim());
  return word ? {text: word[1] ?? '', code: false} : undefined;
}

/** Whether a stated default is packit's; the description of packit's default otherwise. */
function defaultProblem(option: CliOption, stated: {text: string; code: boolean}): string | undefined {
  const packit = option.default;
  if (packit !== null && typeof packit === 'object' && !Array.isArray(packit)) return undefined; // computed
  let agrees: boolean;
  if (option.secondary_opts.length > 0) {
    const on = stated.code ? option.opts.includes(stated.text) : stated.text === 'on';
    const off = stated.code ? option.secondary_opts.includes(stated.text) : stated.text === 'off';
    agrees = packit === true ? on : packit === false ? off : stated.text === 'none';
  } else if (option.is_flag) {
    agrees = stated.text === (packit === true ? 'on' : 'off');
  } else if (stated.code) {
    agrees = packit === stated.text;
  } else {
    agrees =
      (stated.text === 'none' && (packit === null || (Array.isArray(packit) && packit.length === 0))) ||
      (stated.text === 'empty' && packit === '');
  }
  if (agrees) return undefined;
  if (option.secondary_opts.length > 0 && typeof packit === 'boolean') {
    return `its default is ${packit ? option.opts.join(', ') : option.secondary_opts.join(', ')}`;
  }
  return packit === null ? 'it has no default' : `its default is ${JSON.stringify(packit)}`;
}

function optionProblems(page: Page, path: string, command: CliCommand): Problem[] {
  const problems: Problem[] = [];
  const at = (line: number, subject: string, check: string, message: string) =>
    problems.push({
      page: pageName(page.file),
      command: path,
      subject,
      check,
      message: `${page.file}:${line} ${shown(path)} ${subject}: ${message}`,
    });
  const help = helpNames(path);
  const matched = new Set<CliOption>();
  for (const row of page.rows) {
    const subject = row.opts.at(-1) ?? row.cell;
    const spellings = [...row.opts, ...row.secondary];
    if (spellings.every((s) => help.includes(s))) {
      if (!same(spellings, help)) at(row.line, subject, 'help', `the help option is ${help.join(', ')}`);
      continue;
    }
    const option = command.options.find((o) =>
      spellings.some((s) => o.opts.includes(s) || o.secondary_opts.includes(s)),
    );
    if (option === undefined) {
      at(row.line, subject, 'exists', `${packitHas} no such option (${command.where})`);
      continue;
    }
    matched.add(option);
    const where = `(${option.where})`;
    if (!same(row.opts, option.opts) || !same(row.secondary, option.secondary_opts)) {
      at(row.line, subject, 'spellings', `packit ${PACKIT_VERSION} spells it ${spelled(option)} ${where}`);
    }
    if (option.is_flag && row.metavar !== undefined) {
      at(row.line, subject, 'flag', `${inPackit} it is a flag and takes no value ${where}`);
    } else if (!option.is_flag && row.metavar !== option.metavar) {
      const shownAs = option.type === 'choice' ? 'one of' : 'a value, shown as';
      at(row.line, subject, 'value', `${inPackit} it takes ${shownAs} ${option.metavar ?? '?'} ${where}`);
    }
    if (/\brepeatable\b/.test(row.type) !== option.multiple) {
      at(
        row.line,
        subject,
        'repeatable',
        `${inPackit} it ${option.multiple ? 'may be given several times: add "repeatable" to the Type column' : 'is given once: drop "repeatable"'} ${where}`,
      );
    }
    const stated = statedDefault(row.default);
    const wrong = stated === undefined ? undefined : defaultProblem(option, stated);
    if (wrong !== undefined) at(row.line, subject, 'default', `${inPackit} ${wrong} ${where}`);
  }
  for (const option of command.options) {
    if (option.hidden || matched.has(option)) continue;
    at(
      page.optionsLine,
      option.opts.at(-1) ?? option.name,
      'missing',
      `${packitHas} ${spelled(option)}; the table lacks it (${option.where})`,
    );
  }
  return problems;
}

/** `SOURCE_GIT[:BRANCH]` → SOURCE_GIT, required, one value; `[--ANY-KEY VALUE]...` → optional, many. */
function parseArgument(token: string): {name: string; required: boolean; variadic: boolean} {
  const variadic = token.endsWith('...');
  const bare = token.replace(/\.\.\.$/, '');
  const optional = bare.startsWith('[') && bare.endsWith(']');
  const name = (optional ? bare.slice(1, -1) : bare).replace(/\[.*$/, '');
  return {name: name.replace(/-/g, '_').toUpperCase(), required: !optional, variadic};
}

function argumentProblems(page: Page, usage: Usage, command: CliCommand): Problem[] {
  const problems: Problem[] = [];
  const at = (line: number, subject: string, message: string) =>
    problems.push({
      page: pageName(page.file),
      command: usage.path,
      subject,
      check: 'argument',
      message: `${page.file}:${line} ${shown(usage.path)} ${subject}: ${message}`,
    });
  const packit = command.arguments;
  const written = usage.args.map(parseArgument);
  const wanted = (a: CliArgument) =>
    `${a.required ? '' : '['}${a.name.toUpperCase()}${a.required ? '' : ']'}${a.nargs === -1 ? '...' : ''}`;
  for (let i = 0; i < Math.max(packit.length, written.length); i++) {
    const fact = packit[i];
    const onPage = written[i];
    if (fact === undefined) {
      at(usage.line, onPage?.name ?? '?', `${packitHas} no argument in this place`);
    } else if (onPage === undefined) {
      at(usage.line, fact.name.toUpperCase(), `${packitHas} ${wanted(fact)} (${fact.where}); the synopsis lacks it`);
    } else if (
      onPage.name !== fact.name.toUpperCase() ||
      onPage.required !== fact.required ||
      onPage.variadic !== (fact.nargs === -1)
    ) {
      at(
        usage.line,
        fact.name.toUpperCase(),
        `${packitHas} ${wanted(fact)} here (${fact.where}), the synopsis writes ${usage.args[i] ?? ''}`,
      );
    }
  }
  for (const row of page.argumentRows) {
    const name = parseArgument(row.name).name;
    const fact = packit.find((a) => a.name.toUpperCase() === name);
    if (fact === undefined) {
      if (!written.some((w) => w.name === name)) at(row.line, name, `${packitHas} no such argument`);
      continue;
    }
    if (
      row.required !== undefined &&
      /^(yes|no)\b/.test(row.required) &&
      row.required.startsWith('yes') !== fact.required
    ) {
      at(row.line, name, `${inPackit} it is ${fact.required ? 'required' : 'optional'} (${fact.where})`);
    }
    const stated = row.default === undefined ? undefined : statedDefault(row.default);
    if (stated?.code === true && typeof fact.default === 'string' && stated.text !== fact.default) {
      at(row.line, name, `${inPackit} its default is ${JSON.stringify(fact.default)} (${fact.where})`);
    }
  }
  return problems;
}

/** The problems of every page, before the kept differences are taken out. */
function allProblems(): Problem[] {
  const problems: Problem[] = [];
  for (const page of pages) {
    const at = (line: number, command: string, message: string) =>
      problems.push({
        page: pageName(page.file),
        command,
        subject: '',
        check: 'page',
        message: `${page.file}:${line} ${message}`,
      });
    if (page.usages.length === 0) {
      at(1, '', 'no `packit …` line in a ```text block under "## Synopsis": the test cannot tell the command');
      continue;
    }
    const paths = [...new Set(page.usages.map((u) => u.path))];
    const first = paths[0] ?? '';
    const others = paths.filter((p) => p !== first && !(cli.commands[first]?.aliases ?? []).includes(p));
    if (others.length > 0)
      at(page.usages[0]?.line ?? 1, first, `one page per command, the synopsis names ${paths.join(', ')}`);
    const unknown = page.usages.filter((u) => u.unknown !== undefined);
    for (const usage of unknown) {
      at(
        usage.line,
        usage.path,
        `${shown(`${usage.path} ${usage.unknown ?? ''}`.trim())}: ${packitHas} no such command`,
      );
    }
    if (unknown.length > 0) continue;
    for (const usage of page.usages) {
      for (const mention of usage.groupOptions) {
        const option = commandOf(mention.group)?.options.find((o) => o.opts.includes(mention.spelling));
        if (option === undefined)
          at(usage.line, mention.group, `${shown(mention.group)} ${mention.spelling}: ${packitHas} no such option`);
        else if (mention.metavar !== option.metavar) {
          at(
            usage.line,
            mention.group,
            `${shown(mention.group)} ${mention.spelling}: ${packitHas} ${spelled(option)} (${option.where})`,
          );
        }
      }
    }
    const command = commandOf(first);
    if (command === undefined) continue;
    problems.push(...optionProblems(page, first, command));
    for (const usage of page.usages) problems.push(...argumentProblems(page, usage, commandOf(usage.path) ?? command));
  }
  return problems;
}

const matches = (k: Kept, p: Problem) =>
  k.page === p.page && k.command === p.command && k.subject === p.subject && k.check === p.check;
const isKept = (p: Problem) => KEPT.some((k) => matches(k, p));

describe(`the CLI reference against the command line of packit ${PACKIT_VERSION}`, () => {
  const problems = allProblems();

  it('reads the facts of its own version', () => {
    assert.equal(facts.packit_version, PACKIT_VERSION);
    assert.ok(Object.keys(cli.commands).length > 10, `${FACTS_FILE}: the cli section has almost no commands`);
  });

  it('has a page for every command, named in its synopsis', () => {
    const documented = new Set(pages.flatMap((p) => p.usages.map((u) => u.path)));
    const missing = Object.entries(cli.commands)
      .filter(([path, command]) => !command.hidden && !documented.has(path))
      .filter(([, command]) => !command.group || command.options.length > 0 || command.arguments.length > 0)
      .map(
        ([path, command]) => `${shown(path)} (${command.where}): no page under ${PAGES_DIR} names it in its synopsis`,
      );
    if (!documented.has('')) {
      missing.push(`no page documents the global options (synopsis \`${cli.program} [GLOBAL OPTIONS] COMMAND …\`)`);
    }
    assert.deepEqual([...missing, ...problems.filter((p) => p.check === 'page').map((p) => p.message)], []);
  });

  it('lists every option of each command, and only those, spelled as packit spells them', () => {
    assert.deepEqual(
      problems.filter((p) => !['page', 'argument'].includes(p.check) && !isKept(p)).map((p) => p.message),
      [],
    );
  });

  it('has the arguments of each command in its synopsis', () => {
    assert.deepEqual(
      problems.filter((p) => p.check === 'argument' && !isKept(p)).map((p) => p.message),
      [],
    );
  });

  it(`says in which release each option that came after packit ${SINCE_BASE} came, as packit's history shows`, () => {
    const problems: string[] = [];
    for (const page of pages) {
      const path = page.usages[0]?.path;
      if (path === undefined) continue;
      const text = readFileSync(join(root, page.file), 'utf8');
      const commandCame = FIRST_RELEASES.commands[path];
      if (commandCame !== undefined && newer(commandCame, SINCE_BASE) && !text.includes(`packit ${commandCame}`)) {
        problems.push(`${page.file}: ${shown(path)} came in packit ${commandCame}; the page does not say so`);
      }
      for (const row of page.rows) {
        const came = row.opts.flatMap((o) => FIRST_RELEASES.options[path === '' ? o : `${path} ${o}`] ?? []);
        for (const release of came.filter((r) => newer(r, SINCE_BASE))) {
          if (!row.text.includes(`packit ${release}`))
            problems.push(
              `${page.file}:${row.line}: ${row.opts.join(', ')} came in packit ${release}; the row does not say so`,
            );
        }
        for (const [, claimed = ''] of row.text.matchAll(/Since packit (\d+\.\d+\.\d+)/g)) {
          if (!came.includes(claimed))
            problems.push(
              `${page.file}:${row.line}: ${row.opts.join(', ')} "since packit ${claimed}", packit's tags say ${came.join(', ') || `${FIRST_RELEASES.from} or earlier`}`,
            );
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  it('keeps only differences that still exist, each with its reason', () => {
    assert.deepEqual(
      KEPT.filter((k) => !problems.some((p) => matches(k, p))).map(
        (k) => `KEPT ${k.page} ${k.command} ${k.subject}: packit and the page no longer differ here; remove the entry`,
      ),
      [],
    );
    for (const k of KEPT) assert.ok(k.reason.length > 20 && /^packit\/.+:\d+$/.test(k.evidence), k.subject);
  });
});
