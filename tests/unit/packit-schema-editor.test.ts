/**
 * The JSON Schema the site publishes for editors (/schemas/packit.json) says what packit's own
 * loader says, as an editor reports it.
 *
 * Each file of tests/fixtures/packit-verdicts-<version>.json (tests/lib/packitVerdicts.ts) goes
 * through yaml-language-server, the language server behind the YAML support of VS Code, Neovim
 * (yamlls), Helix and others (docs/configuration/index.md says how to set each up), with the
 * schema as committed in src/packit-config/packit-schema.json and YAML 1.1, as packit's PyYAML
 * reads it. A file the server finds nothing wrong with should be one packit loads; a file it marks
 * should be one packit refuses. The verdicts come from packit and the validation from the
 * server's own code, so the test fails for a rule the schema lacks, or has wrong, as an editor
 * would show it.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {TextDocument} from 'vscode-languageserver-textdocument';
import {getLanguageService} from 'yaml-language-server';

import packitSchema from '../../src/packit-config/packit-schema.json';
import {SCHEMA_URL} from '../../src/packit-config/schema-file';
import {STRICTER_THAN_PACKIT, textOf, verdicts} from '../lib/packitVerdicts';

/**
 * Files on which the schema knowingly differs from packit, each with the reason. An entry that
 * stops differing fails too.
 */
const KEPT: Readonly<Record<string, string>> = {
  // A file alone does not say the name of its one package: packit takes the repository's.
  'job package: string': 'the package of a file without `packages` is named after the repository',
  // What one part of a file says about another: JSON Schema cannot compare a value with the keys
  // of another mapping. The checker page finds these (tests/unit/packit-verdicts.test.ts).
  'metadata beside a job key': 'metadata whose keys the job has too',
  'job packages: list': 'a job selecting a package the file does not define',
  'a job naming a package that does not exist': 'a job selecting a package the file does not define',
  'a job selecting another name': 'a job selecting a package the file does not define',
  "a job's package naming another": 'a job selecting a package the file does not define',
  ...STRICTER_THAN_PACKIT,
};

const service = getLanguageService({
  schemaRequestService: (uri) => Promise.reject(new Error(`the test fetches no schema (${uri})`)),
  workspaceContext: {resolveRelativePath: (path) => path},
});
service.configure({
  validate: true,
  yamlVersion: '1.1',
  // A copy: the server marks the schema objects it is given (`_sourceUri`).
  schemas: [{uri: SCHEMA_URL, fileMatch: ['packit.yaml'], schema: structuredClone(packitSchema)}],
});

let version = 0;

/** What the server reports about a file: its YAML errors, and what the schema finds. */
async function diagnose(text: string): Promise<{syntax: string[]; schema: string[]}> {
  // The server keeps the parse of each version of a document: every file is a new version.
  const document = TextDocument.create('file:///repo/packit.yaml', 'yaml', ++version, text);
  const found = await service.doValidation(document, false);
  const line = (d: (typeof found)[number]) =>
    `${d.range.start.line + 1}: ${typeof d.message === 'string' ? d.message : d.message.value}`;
  return {
    syntax: found.filter((d) => !String(d.source).startsWith('yaml-schema')).map(line),
    schema: found.filter((d) => String(d.source).startsWith('yaml-schema')).map(line),
  };
}

describe(`the published schema in yaml-language-server against packit ${verdicts.packit}'s loader`, () => {
  it('marks a mistake as the editor shows it', async () => {
    const {schema} = await diagnose('specfile_path: a.spec\njobs:\n  - job: copr_build\n    trigger: pull_requests\n');
    assert.equal(schema.length, 1, schema.join('\n'));
    assert.match(schema[0] ?? '', /^4: /);
  });

  it('gives the verdict packit gives, on every file', async () => {
    const differ: string[] = [];
    const kept = new Set<string>();
    for (const c of verdicts.cases) {
      if (c.packit === 'syntax') continue;
      const {syntax, schema} = await diagnose(textOf(c));
      const ours = syntax.length > 0 ? 'syntax' : schema.length > 0 ? 'invalid' : 'valid';
      if (ours === c.packit) continue;
      if (c.name in KEPT) {
        kept.add(c.name);
        continue;
      }
      differ.push(
        `${c.name}: packit ${c.packit}${c.why === undefined ? '' : ` (${c.why})`}, the editor ${ours}` +
          (ours === 'valid' ? '' : `: ${[...syntax, ...schema].join('; ')}`),
      );
    }
    assert.deepEqual(differ, []);
    assert.deepEqual(
      Object.keys(KEPT).filter((name) => !kept.has(name)),
      [],
      'KEPT entries on which the schema now agrees with packit',
    );
  });
});
