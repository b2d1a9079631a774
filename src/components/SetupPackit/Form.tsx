/**
 * The questions of the "Set up Packit" page and the `.packit.yaml` they imply, written by
 * src/packit-config/setup.ts and validated live by the checker's worker. The file can be copied,
 * downloaded, opened in the checker or shared as a `#setup=` link; nothing is sent anywhere.
 */
import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {BRANCH_ALIASES, TARGET_ALIASES, type Alias} from '../../packit-config/aliases';
import {
  answersFromJson,
  answersToJson,
  available,
  DEFAULT_ANSWERS,
  exampleTags,
  generateConfig,
  nextSteps,
  normalise,
  OUTCOMES,
  versionFromTag,
  type BooleanAnswer,
  type Forge,
  type SetupAnswers,
  type TestsChoice,
  type YamlLine,
} from '../../packit-config/setup';
import {PACKIT_VERSION} from '../../packit-config/version';
import {decodeFragment, encodeFragment} from '../ConfigChecker/share';
import {useChecker} from '../ConfigChecker/useChecker';
import ShareNotice from '../ShareNotice';
import status from '@site/src/css/check-status.module.css';
import styles from './styles.module.css';

const SETUP_KEY = 'setup';
const CHECKER_ROUTE = '/docs/configuration/check';

const OUTCOME_LABELS: Record<BooleanAnswer, string> = {
  prBuilds: 'Build every pull request in Copr',
  branchBuilds: 'Build every commit to a branch into a Copr project others can install from',
  releaseBuilds: 'Build every release into a Copr project others can install from',
  osh: 'Scan pull requests with OpenScanHub (needs the pull request and branch builds)',
  proposeDownstream: 'Open pull requests in Fedora dist-git for each release (propose_downstream)',
  pullFromUpstream: 'Open dist-git pull requests for each release that release-monitoring.org reports',
  kojiBuild: 'Build in Koji when those pull requests are merged',
  bodhiUpdate: 'Create Bodhi updates for the Koji builds',
};

type Update = (change: Partial<SetupAnswers>) => void;

function Choice<T extends string>({
  name,
  value,
  options,
  onChange,
}: {
  name: string;
  value: T;
  options: readonly {value: T; label: ReactNode}[];
  onChange: (value: T) => void;
}): ReactNode {
  return (
    <>
      {options.map((o) => (
        <label key={o.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => {
              onChange(o.value);
            }}
          />{' '}
          {o.label}
        </label>
      ))}
    </>
  );
}

function Field({
  label,
  value,
  onChange,
  hint,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  placeholder?: string;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {hint && (
        <small id={`${id}-hint`} className={styles.hint}>
          {hint}
        </small>
      )}
    </div>
  );
}

function AliasBoxes({
  legend,
  aliases,
  chosen,
  onChange,
}: {
  legend: string;
  aliases: readonly Alias[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}): ReactNode {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {aliases.map((alias) => (
        <label key={alias.name} className={styles.option}>
          <input
            type="checkbox"
            checked={chosen.includes(alias.name)}
            onChange={(event) => {
              onChange(
                event.target.checked
                  ? aliases.map((a) => a.name).filter((n) => n === alias.name || chosen.includes(n))
                  : chosen.filter((n) => n !== alias.name),
              );
            }}
          />{' '}
          <code>{alias.name}</code>: {alias.description}
        </label>
      ))}
    </fieldset>
  );
}

function Questions({answers, update}: {answers: SetupAnswers; update: Update}): ReactNode {
  const a = normalise(answers);
  const upstream = a.flow === 'upstream';
  const coprJobs = a.prBuilds || a.branchBuilds || a.releaseBuilds || a.tests !== 'none';
  const distGitJobs = a.proposeDownstream || a.pullFromUpstream || a.kojiBuild || a.bodhiUpdate;
  const tagName = upstream ? a.upstreamName : 'hello';
  return (
    <form
      className={styles.questions}
      aria-label="Questions"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <fieldset className={styles.group}>
        <legend>1. Where does the work start?</legend>
        <Choice
          name="flow"
          value={a.flow}
          onChange={(flow) => {
            update({flow});
          }}
          options={[
            {value: 'upstream', label: 'In the upstream project: its pull requests, commits and releases'},
            {value: 'dist-git', label: 'In the Fedora dist-git repository of the package, without upstream changes'},
          ]}
        />
        {upstream && (
          <fieldset className={styles.group}>
            <legend>Where does the upstream project live?</legend>
            <Choice<Forge>
              name="forge"
              value={a.forge}
              onChange={(forge) => {
                update({forge});
              }}
              options={[
                {value: 'github', label: 'GitHub'},
                {value: 'gitlab', label: 'GitLab'},
                {value: 'other', label: 'Another forge'},
              ]}
            />
          </fieldset>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>2. What should happen?</legend>
        {OUTCOMES[a.flow].map((outcome) => (
          <React.Fragment key={outcome}>
            <label className={styles.option}>
              <input
                type="checkbox"
                checked={a[outcome]}
                disabled={!available(a, outcome) || (outcome === 'prBuilds' && a.tests === 'with-build')}
                onChange={(event) => {
                  update({[outcome]: event.target.checked});
                }}
              />{' '}
              {OUTCOME_LABELS[outcome]}
            </label>
            {outcome === 'branchBuilds' && a.branchBuilds && (
              <Field
                label="Branch"
                value={a.branch}
                onChange={(branch) => {
                  update({branch});
                }}
              />
            )}
            {outcome === 'prBuilds' && upstream && (
              <fieldset className={styles.group}>
                <legend>Run tests in Testing Farm on pull requests?</legend>
                <Choice<TestsChoice>
                  name="tests"
                  value={a.tests}
                  onChange={(tests) => {
                    update({tests});
                  }}
                  options={[
                    {value: 'none', label: 'No tests'},
                    {value: 'with-build', label: 'Yes, on the RPMs of the pull request build'},
                    {value: 'without-build', label: 'Yes, without building RPMs'},
                  ]}
                />
                {a.tests !== 'none' && (
                  <Field
                    label="Repository of the tmt plans"
                    value={a.fmfUrl}
                    placeholder="this repository"
                    hint="Leave empty for plans in this repository, or give the URL of another git repository."
                    onChange={(fmfUrl) => {
                      update({fmfUrl});
                    }}
                  />
                )}
              </fieldset>
            )}
          </React.Fragment>
        ))}
        {(a.branchBuilds || a.releaseBuilds) && (
          <div className={styles.pair}>
            <Field
              label="Copr owner"
              value={a.coprOwner}
              placeholder="Packit's account"
              onChange={(coprOwner) => {
                update({coprOwner});
              }}
            />
            <Field
              label="Copr project"
              value={a.coprProject}
              placeholder="named by Packit"
              onChange={(coprProject) => {
                update({coprProject});
              }}
            />
          </div>
        )}
        {upstream && (
          <p className={styles.hint}>
            VM images need values for your cloud account: see the{' '}
            <Link to="/docs/configuration/upstream/vm_image_build">VM image job</Link>.
          </p>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>3. For which systems?</legend>
        {coprJobs && (
          <AliasBoxes
            legend="Build and test for"
            aliases={TARGET_ALIASES}
            chosen={a.targets}
            onChange={(targets) => {
              update({targets});
            }}
          />
        )}
        {distGitJobs && (
          <AliasBoxes
            legend="Dist-git branches"
            aliases={BRANCH_ALIASES}
            chosen={a.branches}
            onChange={(branches) => {
              update({branches});
            }}
          />
        )}
        {!coprJobs && !distGitJobs && <p className={styles.hint}>Choose what should happen first.</p>}
        <p className={styles.hint}>
          Aliases follow Fedora&apos;s releases, so the file needs no change when a new Fedora comes out (
          <Link to="/docs/configuration#aliases">all aliases</Link>).
        </p>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>4. About the package</legend>
        {upstream ? (
          <>
            <Field
              label="Spec file path"
              value={a.specfilePath}
              onChange={(specfilePath) => {
                update({specfilePath});
              }}
            />
            <div className={styles.pair}>
              <Field
                label="Upstream package name"
                value={a.upstreamName}
                placeholder="the repository name"
                onChange={(upstreamName) => {
                  update({upstreamName});
                }}
              />
              <Field
                label="Fedora package name"
                value={a.downstreamName}
                placeholder="the repository name"
                onChange={(downstreamName) => {
                  update({downstreamName});
                }}
              />
            </div>
          </>
        ) : (
          <>
            <Field
              label="Upstream git repository"
              value={a.upstreamProjectUrl}
              placeholder="https://github.com/example/hello"
              hint="Optional: lets Packit clone upstream for tags and actions."
              onChange={(upstreamProjectUrl) => {
                update({upstreamProjectUrl});
              }}
            />
            <Field
              label="Repository for failure reports"
              value={a.issueRepository}
              placeholder="https://github.com/example/hello-packaging"
              hint="Recommended: Packit opens an issue there when a job fails."
              onChange={(issueRepository) => {
                update({issueRepository});
              }}
            />
          </>
        )}
        <Field
          label="Tag template"
          value={a.tagTemplate}
          hint={<TagPreview template={a.tagTemplate} name={tagName} />}
          onChange={(tagTemplate) => {
            update({tagTemplate});
          }}
        />
        {upstream && (
          <Field
            label="Command that prints the version (for projects without version tags)"
            value={a.versionCommand}
            placeholder="none: Packit reads the tags"
            onChange={(versionCommand) => {
              update({versionCommand});
            }}
          />
        )}
      </fieldset>
    </form>
  );
}

function TagPreview({template, name}: {template: string; name: string}): ReactNode {
  return (
    <>
      <code>{'{version}'}</code> stands for the version. Example tags:{' '}
      {exampleTags(name).map((tag, i) => {
        const version = versionFromTag(template, name, tag);
        return (
          <React.Fragment key={tag}>
            {i > 0 && ', '}
            <code>{tag}</code> {version === undefined ? '(no match)' : `→ ${version}`}
          </React.Fragment>
        );
      })}
    </>
  );
}

/** A line of the file: its key linked to the reference, a job type to its page, comments dimmed. */
function YamlLineView({line}: {line: YamlLine}): ReactNode {
  const {text, key, jobHref} = line;
  if (!key) {
    return <span className={text.trimStart().startsWith('#') ? styles.comment : undefined}>{text}</span>;
  }
  const end = key.column + key.length;
  // `job: copr_build`: after the key come `: ` and the job type.
  const rest = jobHref ? (
    <>
      {text.slice(end, end + 2)}
      <Link to={jobHref}>{text.slice(end + 2)}</Link>
    </>
  ) : (
    text.slice(end)
  );
  return (
    <>
      {text.slice(0, key.column)}
      <Link to={key.href}>{text.slice(key.column, end)}</Link>
      {rest}
    </>
  );
}

function Output({answers}: {answers: SetupAnswers}): ReactNode {
  const {yaml, lines} = useMemo(() => generateConfig(answers), [answers]);
  const {result, failed} = useChecker(yaml);
  const [notice, setNotice] = useState('');
  const [checkerLink, setCheckerLink] = useState(CHECKER_ROUTE);
  // The link shown under the buttons, while the file is still the one it was made for.
  const [shared, setShared] = useState<{url: string; yaml: string}>();
  const shareLink = shared?.yaml === yaml ? shared.url : undefined;

  useEffect(() => {
    let current = true;
    void encodeFragment(yaml).then((fragment) => {
      if (current) setCheckerLink(`${CHECKER_ROUTE}#${fragment}`);
    });
    return () => {
      current = false;
    };
  }, [yaml]);

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setNotice(done);
    } catch {
      setNotice('Copying was not allowed here: select the text and copy it yourself.');
    }
  };

  return (
    <section className={styles.output} aria-label="Your .packit.yaml">
      <div className={styles.toolbar}>
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={() => void copy(yaml, 'Copied the configuration.')}
        >
          Copy
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            const url = URL.createObjectURL(new Blob([yaml], {type: 'application/yaml'}));
            const link = document.createElement('a');
            link.href = url;
            link.download = 'packit.yaml';
            link.click();
            URL.revokeObjectURL(url);
            setNotice('Downloaded packit.yaml: Packit reads it under that name or as .packit.yaml.');
          }}
        >
          Download
        </button>
        <Link className="button button--secondary button--sm" to={checkerLink}>
          Open in the checker
        </Link>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() =>
            void encodeFragment(answersToJson(answers), SETUP_KEY).then(async (fragment) => {
              const url = `${window.location.origin}${window.location.pathname}#${fragment}`;
              window.history.replaceState(null, '', url);
              setShared({url, yaml});
              await copy(url, 'Link copied: whoever opens it sees these answers.');
            })
          }
        >
          Copy link
        </button>
      </div>
      <ShareNotice notice={notice} shareLink={shareLink} label="Link to these answers" />
      <pre className={styles.yaml} data-testid="setup-yaml">
        <code>
          {lines.map((line, i) => (
            <React.Fragment key={i}>
              <YamlLineView line={line} />
              {'\n'}
            </React.Fragment>
          ))}
        </code>
      </pre>
      <section aria-live="polite" aria-label="Check of the configuration">
        {failed ? (
          <p className={status.box}>The checker could not start in this browser.</p>
        ) : result === undefined ? (
          <p className={status.box}>Checking…</p>
        ) : result.status === 'valid' ? (
          <p className={`${status.box} ${status.valid}`} data-status="valid">
            <strong>Valid:</strong> packit {PACKIT_VERSION} accepts this configuration, with no problems
            {result.warnings.length > 0 && ` and ${result.warnings.length} warnings`}.
          </p>
        ) : (
          <div className={`${status.box} ${status.invalid}`} data-status={result.status}>
            <p>
              <strong>The checker finds problems in this file.</strong> Please report it: the set-up page should never
              write one.
            </p>
            {result.status === 'invalid' && (
              <ul>
                {result.problems.map((p) => (
                  <li key={p.text}>{p.text}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </section>
    </section>
  );
}

function NextSteps({answers}: {answers: SetupAnswers}): ReactNode {
  return (
    <section aria-label="Next steps">
      <Heading as="h2" id="next-steps">
        Next steps
      </Heading>
      <ol>
        {nextSteps(answers).map((step) => (
          <li key={step.link}>
            <Link to={step.link}>{step.text}</Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

function SetupForm(): ReactNode {
  const [answers, setAnswers] = useState<SetupAnswers>(DEFAULT_ANSWERS);
  const [restored, setRestored] = useState('');

  useEffect(() => {
    void decodeFragment(window.location.hash, SETUP_KEY).then((json) => {
      if (json === undefined) return;
      const {answers: shared, ignored} = answersFromJson(json);
      setAnswers(shared);
      setRestored(
        ignored.length === 0
          ? 'Loaded the answers from the link.'
          : `Loaded the answers from the link, except ${ignored.join(', ')}, which this page does not know.`,
      );
    });
  }, []);

  const update: Update = (change) => {
    setAnswers((current) => ({...current, ...change}));
  };

  return (
    <>
      <p className={styles.notice} role="status">
        {restored}
      </p>
      <div className={styles.layout} data-testid="setup">
        <Questions answers={answers} update={update} />
        <Output answers={answers} />
      </div>
      <NextSteps answers={answers} />
    </>
  );
}

/** The questions, the file and the next steps: a chunk of its own, loaded only on this page. */
export default SetupForm;
