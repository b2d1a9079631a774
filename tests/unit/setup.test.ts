/**
 * The generator of the "Set up Packit" page (src/packit-config/setup.ts): every combination of
 * answers gives a file the checker accepts with no problem and no warning, holding exactly the
 * chosen jobs; every key links to a heading of the reference; the docs' own configurations come
 * out of the answers they imply; the aliases offered are described as the reference describes them.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {ALIASES, BRANCH_ALIASES, TARGET_ALIASES} from '../../src/packit-config/aliases';
import {checkText, loadPackitYaml} from '../../src/packit-config/check';
import {referenceLink} from '../../src/packit-config/reference';
import {
  answersFromJson,
  answersToJson,
  available,
  DEFAULT_ANSWERS,
  generateConfig,
  nextSteps,
  normalise,
  OUTCOMES,
  scalar,
  versionFromTag,
  type SetupAnswers,
  type TestsChoice,
} from '../../src/packit-config/setup';
import {fencedBlocks, root} from '../lib/markdown';

const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Anchors of a Markdown page: its headings (github-slugger's rules) and explicit `{#id}`s. */
function anchorsOf(file: string): Set<string> {
  const text = read(file).replace(/^```[\s\S]*?^```/gm, '');
  const anchors = new Set<string>();
  for (const [, heading = ''] of text.matchAll(/^#{2,4} (.+)$/gm)) {
    const explicit = /\{#([\w-]+)\}\s*$/.exec(heading);
    anchors.add(
      explicit?.[1] ??
        heading
          .replace(/`/g, '')
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, '')
          .replace(/ /g, '-'),
    );
  }
  return anchors;
}

/** The docs source of a route: /docs/configuration → docs/configuration/index.md. */
function fileOf(route: string): string {
  const base = route.replace(/^\//, '');
  for (const candidate of [`${base}.md`, `${base}.mdx`, `${base}/index.md`]) {
    try {
      read(candidate);
      return candidate;
    } catch {
      // try the next form
    }
  }
  throw new Error(`no docs page for ${route}`);
}

function assertResolves(link: string, what: string) {
  const [route = '', anchor] = link.split('#');
  const file = fileOf(route);
  if (anchor !== undefined) assert.ok(anchorsOf(file).has(anchor), `${what}: no heading #${anchor} in ${file}`);
}

/** Every subset of a list. */
const subsets = <T>(items: readonly T[]): T[][] =>
  items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);

/** Every combination of the choices, normalised and without repeats. */
function everyCombination(): SetupAnswers[] {
  const seen = new Map<string, SetupAnswers>();
  for (const flow of ['upstream', 'dist-git'] as const) {
    const testChoices: TestsChoice[] = flow === 'upstream' ? ['none', 'with-build', 'without-build'] : ['none'];
    for (const chosen of subsets(OUTCOMES[flow])) {
      for (const tests of testChoices) {
        for (const fmfUrl of tests === 'none' ? [''] : ['', 'https://github.com/example/tests']) {
          const answers: SetupAnswers = {
            ...DEFAULT_ANSWERS,
            ...Object.fromEntries(OUTCOMES[flow].map((o) => [o, chosen.includes(o)])),
            flow,
            tests,
            fmfUrl,
          };
          const normal = normalise(answers);
          seen.set(JSON.stringify(normal), normal);
        }
      }
    }
  }
  return [...seen.values()];
}

/** The jobs the answers ask for, worked out here from the answers, not by the generator. */
function expectedJobs(a: SetupAnswers): string[] {
  return [
    a.prBuilds && 'copr_build on pull_request',
    a.tests !== 'none' && 'tests on pull_request',
    a.branchBuilds && 'copr_build on commit',
    a.releaseBuilds && 'copr_build on release',
    a.proposeDownstream && 'propose_downstream on release',
    a.pullFromUpstream && 'pull_from_upstream on release',
    a.kojiBuild && 'koji_build on commit',
    a.bodhiUpdate && 'bodhi_update on commit',
  ]
    .filter((j): j is string => typeof j === 'string')
    .sort();
}

const jobsIn = (yaml: string): string[] => {
  const data = loadPackitYaml(yaml) as {jobs?: {job: string; trigger: string}[]};
  return (data.jobs ?? []).map((j) => `${j.job} on ${j.trigger}`).sort();
};

describe('every combination of answers', () => {
  const combinations = everyCombination();

  it(`is a few hundred (${combinations.length}), each with its own file`, () => {
    assert.ok(combinations.length > 100 && combinations.length < 1000, String(combinations.length));
    const files = new Set(combinations.map((a) => generateConfig(a).yaml));
    assert.equal(files.size, combinations.length);
  });

  it('gives a file the checker accepts with no problem and no warning, holding exactly the chosen jobs', () => {
    for (const answers of combinations) {
      const {yaml} = generateConfig(answers);
      const result = checkText(yaml, referenceLink);
      if (result.status !== 'valid') assert.fail(`${yaml}\n${JSON.stringify(result)}`);
      assert.deepEqual(result.warnings, [], yaml);
      assert.deepEqual(jobsIn(yaml), expectedJobs(answers), yaml);
    }
  });

  it('links every key to a heading of the reference, and every job to its page', () => {
    const links = new Map<string, string>();
    for (const answers of combinations) {
      for (const line of generateConfig(answers).lines) {
        if (line.key) links.set(line.key.href, line.text);
        if (line.jobHref) links.set(line.jobHref, line.text);
        // Every key line carries its link; only comments, blanks and list items have none.
        if (!line.key) assert.match(line.text, /^\s*(#.*|- .*|)$/, line.text);
      }
    }
    for (const [link, line] of links) assertResolves(link, line);
    assert.ok(links.size > 10, String(links.size));
  });

  it('keeps the chosen targets and branches, and writes each answer that is not a default', () => {
    const answers: SetupAnswers = {
      ...DEFAULT_ANSWERS,
      proposeDownstream: true,
      branchBuilds: true,
      osh: false,
      coprOwner: '@example',
      coprProject: 'hello-nightly',
      targets: TARGET_ALIASES.map((a) => a.name),
      branches: BRANCH_ALIASES.map((a) => a.name),
      tagTemplate: 'v{version}',
      versionCommand: 'cat VERSION',
    };
    const {yaml} = generateConfig(answers);
    assert.equal(checkText(yaml, referenceLink).status, 'valid', yaml);
    type Job = Record<string, unknown>;
    const data = loadPackitYaml(yaml) as Record<string, unknown> & {jobs: [Job, Job, Job]};
    assert.equal(data.upstream_tag_template, 'v{version}');
    assert.deepEqual(data.actions, {'get-current-version': 'cat VERSION'});
    assert.deepEqual(data.jobs[0].targets, answers.targets);
    assert.equal(data.jobs[0].osh_diff_scan_after_copr_build, false);
    assert.deepEqual(data.jobs[1], {
      job: 'copr_build',
      trigger: 'commit',
      branch: 'main',
      owner: '@example',
      project: 'hello-nightly',
      targets: answers.targets,
    });
    assert.deepEqual(data.jobs[2].dist_git_branches, answers.branches);
  });
});

describe('values the reader types', () => {
  for (const value of ['yes', 'on', '1.0', '0755', '@group', '{version}', 'a: b', 'x #y', '', ' v', 'v{version}']) {
    it(`are read back as written: ${JSON.stringify(value)}`, () => {
      assert.deepEqual(loadPackitYaml(`key: ${scalar(value)}`), {key: value});
    });
  }
});

describe('outcomes that depend on others', () => {
  it('OpenScanHub needs pull request and branch builds', () => {
    assert.equal(available({...DEFAULT_ANSWERS, branchBuilds: false}, 'osh'), false);
    assert.equal(available({...DEFAULT_ANSWERS, branchBuilds: true}, 'osh'), true);
    assert.equal(available({...DEFAULT_ANSWERS, flow: 'dist-git'}, 'prBuilds'), false);
  });
  it('tests with a build turn on the pull request builds', () => {
    assert.equal(normalise({...DEFAULT_ANSWERS, prBuilds: false, tests: 'with-build'}).prBuilds, true);
    assert.equal(normalise({...DEFAULT_ANSWERS, prBuilds: false, tests: 'without-build'}).prBuilds, false);
  });
});

/** The YAML block of a docs page that follows a heading (the first one under it). */
function blockUnder(file: string, heading: string): unknown {
  const text = read(file);
  const at = text.indexOf(`\n${heading}\n`);
  assert.ok(at >= 0, `${heading} not in ${file}`);
  const block = fencedBlocks(text.slice(at)).find((b) => b.lang === 'yaml');
  assert.ok(block, `no YAML block under ${heading} in ${file}`);
  return loadPackitYaml(block.body);
}

const DIST_GIT: SetupAnswers = {...DEFAULT_ANSWERS, flow: 'dist-git', kojiBuild: true, bodhiUpdate: true};

describe("the docs' configurations come out of the answers they imply", () => {
  const cases: {name: string; file: string; heading: string; answers: SetupAnswers}[] = [
    {
      name: "the onboarding guide's first build",
      file: 'docs/guide.md',
      heading: '### Get a build in the service',
      answers: DEFAULT_ANSWERS,
    },
    {
      name: "the Fedora releases guide's upstream job",
      file: 'docs/fedora-releases-guide/index.md',
      heading: '### Configuration and triggers',
      answers: {
        ...DEFAULT_ANSWERS,
        prBuilds: false,
        proposeDownstream: true,
        specfilePath: 'packaging/hello-world.spec',
        upstreamName: '',
        branches: ['fedora-rawhide'],
      },
    },
    {
      name: "the dist-git onboarding guide's full example",
      file: 'docs/fedora-releases-guide/dist-git-onboarding.md',
      heading: '## Full example of a dist-git only configuration',
      answers: {...DIST_GIT, upstreamProjectUrl: 'https://github.com/octo/hello-world', branches: ['fedora-rawhide']},
    },
    {
      name: 'the downstream configuration template',
      file: 'docs/configuration/downstream_configuration_template.md',
      heading: '## The template',
      answers: DIST_GIT,
    },
  ];
  for (const {name, file, heading, answers} of cases) {
    it(name, () => {
      assert.deepEqual(loadPackitYaml(generateConfig(answers).yaml), blockUnder(file, heading));
    });
  }
});

describe('aliases', () => {
  it('are described as the reference table describes them', () => {
    const text = read('docs/configuration/index.md');
    for (const alias of ALIASES) {
      assert.ok(text.includes(`| \`${alias.name}\` | ${alias.description} |`), alias.name);
    }
  });
});

describe('the tag preview', () => {
  it('finds the version as the template places it', () => {
    assert.equal(versionFromTag('{version}', 'hello', '1.2.0'), '1.2.0');
    assert.equal(versionFromTag('v{version}', 'hello', '1.2.0'), undefined);
    assert.equal(versionFromTag('v{version}', 'hello', 'v1.2.0'), '1.2.0');
    assert.equal(versionFromTag('{upstream_package_name}-{version}', 'hello', 'hello-1.2.0'), '1.2.0');
    assert.equal(versionFromTag('release', 'hello', 'release'), undefined);
  });
});

describe('next steps', () => {
  it('link to sections that exist, for every flow and forge', () => {
    for (const answers of everyCombination()) {
      for (const forge of ['github', 'gitlab', 'other'] as const) {
        for (const step of nextSteps({...answers, forge})) assertResolves(step.link, step.text);
      }
    }
  });
});

describe('shared answers', () => {
  it('come back as they were', () => {
    const answers: SetupAnswers = {...DEFAULT_ANSWERS, flow: 'dist-git', branches: ['fedora-rawhide'], kojiBuild: true};
    assert.deepEqual(answersFromJson(answersToJson(answers)), {answers, ignored: []});
    assert.equal(answersToJson(DEFAULT_ANSWERS), '{}');
  });
  it('leave out what does not fit, and say so', () => {
    const {answers, ignored} = answersFromJson(
      '{"flow":"svn","kojiBuild":"yes","targets":[1],"extra":1,"branch":"devel"}',
    );
    assert.deepEqual(ignored, ['flow', 'kojiBuild', 'targets', 'extra']);
    assert.deepEqual(answers, {...DEFAULT_ANSWERS, branch: 'devel'});
    assert.deepEqual(answersFromJson('[').ignored, ['the whole link (not JSON)']);
  });
});

describe('the page without JavaScript', () => {
  it("shows the generator's file for the default answers, as it is", () => {
    const block = fencedBlocks(read('docs/setup.mdx')).find((b) => b.lang === 'yaml');
    assert.equal(`${block?.body}\n`, generateConfig(DEFAULT_ANSWERS).yaml);
  });
});
