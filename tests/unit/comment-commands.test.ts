/**
 * The comment commands the user documentation writes (`/packit test --labels smoke`,
 * `/packit-ci test rpminspect --target eln`) are commands packit-service understands, and the
 * documentation names every command and option it has.
 *
 * What packit-service understands comes from its own argparse parsers, walked by
 * scripts/extract-comment-commands.py into tests/fixtures/packit-service-comments.json. Each command
 * on a page is read here the way argparse reads it: options of `/packit` itself before the command,
 * the command by its name or an alias, then its options (`--opt value` or `--opt=value`, the
 * allowed values where there is a list) and its positional arguments. A `<placeholder>` stands for
 * any value. In a code block the whole line must parse; in running text a command may stop short of
 * an option's value (`/packit test --labels` names the option).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {fencedBlocks, markdownFiles, root} from '../lib/markdown';

interface Option {
  readonly flags: readonly string[];
  readonly takesValue: boolean;
  /** `?`: the value may be left out. */
  readonly nargs: number | '?' | '*' | '+';
  readonly repeatable: boolean;
  readonly choices: readonly string[] | null;
}
interface Positional {
  readonly name: string;
  readonly nargs: number | '?' | '*' | '+';
  readonly choices: readonly string[] | null;
}
interface Command {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly options: readonly Option[];
  readonly positionals: readonly Positional[];
}
interface Grammar {
  readonly prefix: string;
  readonly options: readonly Option[];
  readonly commands: readonly Command[];
  readonly verifyFas?: string;
}

const service = JSON.parse(readFileSync(join(root, 'tests/fixtures/packit-service-comments.json'), 'utf8')) as {
  packitService: {commit: string};
  packit: Grammar;
  fedoraCi: Grammar;
  /** Comments, and whether packit-service's parsers take them. */
  probes: Record<string, boolean>;
};

/** Prefixes as the service reads them: production, and the staging instance's `-stg`. */
const GRAMMARS: readonly [RegExp, Grammar][] = [
  [/^\/packit(-stg)?$/, service.packit],
  [/^\/packit-ci(-stg)?$/, service.fedoraCi],
];

/** The user documentation: the sections readers follow (posts describe the service of their day). */
const PAGES = ['docs', 'fedora-ci', 'source-git'].flatMap(markdownFiles);

interface Written {
  readonly where: string;
  readonly text: string;
  /** In a code block, where the line is a whole comment. */
  readonly whole: boolean;
}

/** Every comment command on the pages: lines of code blocks, and code spans, that start with a prefix. */
function writtenCommands(): Written[] {
  const found: Written[] = [];
  const starts = (text: string) => GRAMMARS.some(([prefix]) => prefix.test(text.split(/\s+/)[0] ?? ''));
  for (const file of PAGES) {
    const text = readFileSync(join(root, file), 'utf8');
    const blocks = fencedBlocks(text);
    for (const block of blocks) {
      if (block.lang === 'mermaid') continue;
      block.body.split('\n').forEach((line, i) => {
        if (starts(line.trim())) found.push({where: `${file}:${block.line + i}`, text: line.trim(), whole: true});
      });
    }
    const inBlock = new Set(blocks.flatMap((b) => b.body.split('\n').map((_, i) => b.line + i)));
    text.split('\n').forEach((line, i) => {
      if (inBlock.has(i + 1)) return;
      for (const [, span = ''] of line.matchAll(/`([^`\n]+)`/g)) {
        if (starts(span.trim())) found.push({where: `${file}:${i + 1}`, text: span.trim(), whole: false});
      }
    });
  }
  return found;
}

/** `<name>` stands for any value, `…` for anything. */
const isPlaceholder = (token: string) => /^(<[^>]+>|…|\.\.\.)$/.test(token);

/** What is wrong with one written command, or undefined when packit-service would take it. */
function problemOf(written: Pick<Written, 'text' | 'whole'>): string | undefined {
  const [prefix = '', ...tokens] = written.text.split(/\s+/);
  const grammar = GRAMMARS.find(([p]) => p.test(prefix))?.[1];
  if (grammar === undefined) return `unknown prefix ${prefix}`;
  let i = 0;
  /** Reads an option at tokens[i] from `options`; returns a problem, or undefined and moves on. */
  const readOption = (options: readonly Option[], where: string): string | undefined => {
    const token = tokens[i] ?? '';
    const [flag = '', inline] = token.startsWith('--') && token.includes('=') ? token.split(/=(.*)/s) : [token];
    const option = options.find((o) => o.flags.includes(flag));
    if (option === undefined) return `${where} has no option ${flag}`;
    i += 1;
    if (!option.takesValue) return inline === undefined ? undefined : `${flag} takes no value`;
    const value = inline ?? tokens[i];
    if (inline === undefined) {
      if (value === undefined || value.startsWith('-')) {
        return written.whole && option.nargs !== '?' ? `${flag} needs a value` : undefined;
      }
      i += 1;
    }
    if (option.choices && value !== undefined && !isPlaceholder(value) && !option.choices.includes(value)) {
      return `${flag} ${value}: not one of ${option.choices.join(', ')}`;
    }
    return undefined;
  };
  while ((tokens[i] ?? '').startsWith('-')) {
    const problem = readOption(grammar.options, grammar.prefix);
    if (problem) return problem;
  }
  const name = tokens[i];
  if (name === undefined) return written.whole ? 'no command' : undefined;
  if (isPlaceholder(name)) return undefined;
  i += 1;
  if (grammar.verifyFas !== undefined && name === grammar.verifyFas) {
    // Matched before the parsers: the command and one account name.
    return tokens.length - i > 1 || (written.whole && tokens.length === i)
      ? 'verify-fas takes one account name'
      : undefined;
  }
  const command = grammar.commands.find((c) => c.name === name || c.aliases.includes(name));
  if (command === undefined) return `${grammar.prefix} has no command ${name}`;
  const positionals: string[] = [];
  while (i < tokens.length) {
    if ((tokens[i] ?? '').startsWith('-')) {
      const problem = readOption(command.options, `${grammar.prefix} ${name}`);
      if (problem) return problem;
    } else {
      positionals.push(tokens[i] ?? '');
      i += 1;
    }
  }
  for (const p of command.positionals) {
    const takes =
      p.nargs === '*' || p.nargs === '+'
        ? positionals.length
        : p.nargs === '?'
          ? Math.min(1, positionals.length)
          : p.nargs;
    const given = positionals.splice(0, takes);
    const wrong = given.find((v) => p.choices && !isPlaceholder(v) && !p.choices.includes(v));
    if (wrong !== undefined) return `${name} ${wrong}: not one of ${p.choices?.join(', ')}`;
  }
  return positionals.length > 0 ? `${grammar.prefix} ${name} takes no ${positionals.join(' ')}` : undefined;
}

describe(`comment commands against packit-service ${service.packitService.commit.slice(0, 8)}`, () => {
  const written = writtenCommands();

  it('are found on the pages', () => {
    assert.ok(written.length > 80, `only ${written.length} found`);
    assert.ok(written.some((w) => w.text.startsWith('/packit-ci ')));
  });

  it('are commands packit-service understands', () => {
    const wrong = written.flatMap((w) => {
      const problem = problemOf(w);
      return problem === undefined ? [] : [`${w.where}: ${w.text}: ${problem}`];
    });
    assert.deepEqual(wrong, []);
  });

  it('name every command, alias, option spelling and allowed value packit-service has', () => {
    const text = PAGES.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
    const spans = new Set([...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]));
    const commands = written.map((w) => w.text.split(/\s+/));
    const missing: string[] = [];
    for (const grammar of [service.packit, service.fedoraCi]) {
      const used = commands.filter((c) => GRAMMARS.find(([p]) => p.test(c[0] ?? ''))?.[1] === grammar);
      for (const command of grammar.commands) {
        for (const name of [command.name, ...command.aliases]) {
          if (!used.some((c) => c.includes(name))) missing.push(`${grammar.prefix} ${name}: no command on the pages`);
        }
        for (const option of [...command.options, ...grammar.options]) {
          for (const flag of option.flags) {
            if (!spans.has(flag) && !used.some((c) => c.some((t) => t === flag || t.startsWith(`${flag}=`)))) {
              missing.push(`${grammar.prefix} ${command.name} ${flag}: not named on the pages`);
            }
          }
        }
        for (const value of [...command.options, ...command.positionals].flatMap((o) => o.choices ?? [])) {
          if (!spans.has(value) && !used.some((c) => c.includes(command.name) && c.includes(value))) {
            missing.push(`${grammar.prefix} ${command.name} ${value}: not named on the pages`);
          }
        }
      }
    }
    assert.deepEqual([...new Set(missing)], []);
  });
});

describe('reading a comment command', () => {
  it('takes the comments packit-service’s parsers take, and refuses the others', () => {
    const differ = Object.entries(service.probes).flatMap(([text, takes]) => {
      const problem = problemOf({text, whole: true});
      return (problem === undefined) === takes
        ? []
        : [`${text}: argparse ${takes ? 'takes' : 'refuses'} it, here ${problem ?? 'taken'}`];
    });
    assert.ok(Object.keys(service.probes).length > 20);
    assert.deepEqual(differ, []);
  });
});
