import {createHash} from 'node:crypto';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse, type AnyNode, type Node, type VariableDeclaration} from 'acorn';
import {analyze, type Variable} from 'eslint-scope';

/** One top-level piece of a module: a statement, or one declarator of a `var`/`let`/`const`. */
interface Unit {
  node: Node;
  declaration?: VariableDeclaration;
  /** An expression statement that sets top-level names or their properties. */
  sets: boolean;
  /** The top-level names it uses (not those it sets). */
  uses: Set<Variable>;
  kept: boolean;
}

/**
 * Drops the top-level code of an ES module that its exports do not reach. Bundlers keep any
 * top-level call and any assignment to a property (`Schema.create = …`), since either might do
 * something by itself; this takes the module's top-level code as free of such effects, which holds
 * for a bundle of libraries that only define things. A declaration is kept when kept code names
 * it; an expression statement that sets top-level names or their properties when one of those is
 * kept; one that sets nothing (a call, say) when it names anything kept, since kept code may then
 * see what it does. Names are resolved through the scopes (eslint-scope), so a local named as a
 * top-level function is no reference to it. Comments go.
 */
export function dropUnused(code: string): {code: string; kept: number; total: number} {
  const program = parse(code, {ecmaVersion: 'latest', sourceType: 'module', ranges: true});
  // eslint-scope reads ESTree, which acorn's tree is; only their type declarations differ.
  const asEstree = program as unknown as Parameters<typeof analyze>[0];
  const moduleScope = analyze(asEstree, {ecmaVersion: 2022, sourceType: 'module'}).scopes.find(
    (scope) => scope.type === 'module',
  );
  if (!moduleScope) throw new Error('dropUnused: no module scope');

  const unit = (node: Node, declaration?: VariableDeclaration): Unit => ({
    node,
    declaration,
    sets: false,
    uses: new Set(),
    kept: node.type === 'ImportDeclaration' || node.type.startsWith('Export'),
  });
  const units = program.body.flatMap((statement) =>
    statement.type === 'VariableDeclaration'
      ? statement.declarations.map((d) => unit(d, statement))
      : [unit(statement)],
  );
  const unitAt = (range: [number, number] | undefined): Unit => {
    const position = range?.[0] ?? -1;
    let low = 0;
    let high = units.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((units[middle]?.node.start ?? Infinity) <= position) low = middle;
      else high = middle - 1;
    }
    const found = units[low];
    if (!found) throw new Error(`dropUnused: nothing at ${position}`);
    return found;
  };

  // `x.a.b = …`: the identifiers whose properties a top-level assignment sets.
  const propertyTargets = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    const n = node as AnyNode;
    if (n.type === 'AssignmentExpression' && n.left.type === 'MemberExpression') {
      let object = n.left.object;
      while (object.type === 'MemberExpression') object = object.object;
      propertyTargets.add(object);
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'range') visit(value);
  };
  visit(program.body.filter((s) => s.type === 'ExpressionStatement'));

  /** For each top-level name, the units that define or set it. */
  const makers = new Map<Variable, Unit[]>();
  for (const variable of moduleScope.variables) {
    const list = variable.defs.map((def) => unitAt(def.name.range));
    for (const reference of variable.references) {
      const at = unitAt(reference.identifier.range);
      const setting = reference.isWrite() || propertyTargets.has(reference.identifier);
      if (at.node.type === 'ExpressionStatement' && setting) {
        at.sets = true;
        list.push(at);
      } else at.uses.add(variable);
    }
    makers.set(variable, list);
  }

  const keptNames = new Set<Variable>();
  const queue = units.filter((u) => u.kept);
  const keep = (u: Unit): void => {
    if (u.kept) return;
    u.kept = true;
    queue.push(u);
  };
  for (;;) {
    for (let u = queue.pop(); u; u = queue.pop()) {
      for (const variable of u.uses) {
        if (keptNames.has(variable)) continue;
        keptNames.add(variable);
        makers.get(variable)?.forEach(keep);
      }
    }
    for (const u of units) {
      if (u.node.type === 'ExpressionStatement' && !u.sets && [...u.uses].some((v) => keptNames.has(v))) keep(u);
    }
    if (queue.length === 0) break;
  }

  const pieces: string[] = [];
  const text = (u: Unit): string => code.slice(u.node.start, u.node.end);
  for (const [i, u] of units.entries()) {
    if (!u.declaration) {
      if (u.kept) pieces.push(text(u));
    } else if (units[i - 1]?.declaration !== u.declaration) {
      const declarators = units.filter((d) => d.declaration === u.declaration && d.kept).map(text);
      if (declarators.length > 0) pieces.push(`${u.declaration.kind} ${declarators.join(',\n  ')};`);
    }
  }
  const result = `${pieces.join('\n')}\n`;
  parse(result, {ecmaVersion: 'latest', sourceType: 'module'});
  return {code: result, kept: units.filter((u) => u.kept).length, total: units.length};
}

/**
 * DocSearch's modal without the code this site never runs. `@docsearch/react` 4.7.1 ships the
 * modal as one bundled file with its "Ask AI" chat inlined: an AI SDK, zod and `marked`, over half
 * of the file. The DocSearch patch (patches/README.md) takes the chat's hook and screens out of
 * the modal's component; this plugin then drops what nothing uses any more and points
 * `@docsearch/react/modal` at the result (in node_modules/.cache), made again when the
 * installed file changes.
 */
export default function docSearchModalPlugin(context: LoadContext): Plugin {
  const algolia = context.siteConfig.themeConfig.algolia as {askAi?: unknown} | undefined;
  if (algolia?.askAi !== undefined)
    throw new Error(
      "themeConfig.algolia.askAi is set, but this site's DocSearch has no Ask AI: the DocSearch patch " +
        'takes the chat out of the modal (patches/README.md, part 7), and src/plugins/docsearch-modal.ts ' +
        'drops its code. Take both out first.',
    );
  const output = join(context.siteDir, 'node_modules', '.cache', 'docsearch-modal', 'DocSearchModal.js');
  return {
    name: 'docsearch-modal',
    async loadContent() {
      const input = require.resolve('@docsearch/react/modal');
      const source = await readFile(input, 'utf8');
      const stamp = `// ${createHash('sha256').update(source).update(dropUnused.toString()).digest('hex')}\n`;
      if ((await readFile(output, 'utf8').catch(() => '')).startsWith(stamp)) return;
      let code;
      try {
        ({code} = dropUnused(source));
      } catch (error) {
        throw new Error(`${input}: ${error instanceof Error ? error.message : String(error)}`);
      }
      await mkdir(dirname(output), {recursive: true});
      await writeFile(output, stamp + code);
    },
    configureWebpack() {
      return {resolve: {alias: {'@docsearch/react/modal$': output}}};
    },
  };
}
