/**
 * The checker reads YAML as packit does: every scalar form below is loaded by PyYAML's `safe_load`
 * (packit's loader) in python3 and by the checker's loader, and the two must agree on the value or
 * on the failure. PyYAML is the reference here, not a copy of it: without python3 and its `yaml`
 * module the test is skipped, except in CI (`CI=1`), where .ci/run installs them.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {describe, it} from 'node:test';

import {loadPackitYaml} from '../../src/packit-config/check';

const signs = ['', '+', '-'];
const ints = ['0', '7', '08', '0755', '0o17', '0x1F', '0X1F', '0x_1f', '0b101', '0B1', '0b1_0', '1_000', '_1', '1_'];
const sexagesimals = ['1:30', '1:30:00', '1:60', '0:30', '190:20:30', '1:30.5', '1:3', '01:30'];
const floats = ['1.5', '.5', '1.', '0.', '1e5', '1E5', '1.0e5', '1.0e+5', '1.0E-5', '1_0.5', '1.0e+', '1.2.3'];
const specials = ['.inf', '.Inf', '.INF', '.iNf', '.nan', '.NaN', '.NAN', 'NaN', 'inf'];
const words = ['y', 'Y', 'yes', 'Yes', 'YES', 'yEs', 'n', 'N', 'no', 'No', 'NO', 'true', 'True', 'TRUE', 'tRUE'];
const more = ['false', 'False', 'on', 'On', 'ON', 'oN', 'off', 'Off', 'OFF', '~', 'null', 'Null', 'NULL', 'nULL'];
const dates = [
  '2024-05-01',
  '2024-5-1',
  '2001-12-14t21:59:43.10-05:00',
  '2001-12-14 21:59:43.10 -5',
  '2001-12-15T02:59:43.1Z',
  '2002-12-14T21:59:43',
];
const strings = ['=', '<<', '==', '= b', '~x', '0x', '0b', '0o', '-', '.', '..', '1__0', '0_7', 'fedora-41', '3.12'];

const scalars = [
  ...signs.flatMap((sign) => [...ints, ...sexagesimals, ...floats, ...specials].map((s) => sign + s)),
  ...words,
  ...more,
  ...dates,
  ...strings,
];
/** Each scalar as a mapping value, as a list item and inside a flow sequence. */
const documents = scalars.flatMap((s) => [`v: ${s}`, `v:\n  - ${s}`, `v: [${s}]`]);

/** A loaded value in a form both sides can write: numbers as text, dates as UTC milliseconds. */
type Plain = null | boolean | string | {number: string | number} | {date: number} | Plain[] | {[key: string]: Plain};
function plain(value: unknown): Plain {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return {number: Number.isNaN(value) ? 'nan' : String(value)};
  // PyYAML's numbers arrive through JSON (1e-05, infinities as text); JavaScript writes them one way.
  if (isNumber(value)) return {number: typeof value.number === 'number' ? String(value.number) : value.number};
  if (value instanceof Date) return {date: value.getTime()};
  if (typeof value === 'object' && Object.keys(value).join() === 'date') return value as {date: number};
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  throw new Error(`unexpected ${typeof value}`);
}

const isNumber = (value: unknown): value is {number: string | number} =>
  value !== null && typeof value === 'object' && Object.keys(value).join() === 'number';

/**
 * Where js-yaml's parser, under the checker's loader, knowingly differs from PyYAML: a lone `-` in
 * a flow sequence is a string to PyYAML and a syntax error to js-yaml.
 */
const KNOWN: ReadonlySet<string> = new Set(['v: [-]']);

const PYTHON = `
import datetime, json, math, sys, yaml
def plain(v):
    if v is None or isinstance(v, (bool, str)): return v
    if isinstance(v, (int, float)):
        if isinstance(v, float) and math.isnan(v): return {"number": "nan"}
        if isinstance(v, float) and math.isinf(v): return {"number": "Infinity" if v > 0 else "-Infinity"}
        return {"number": v}
    if isinstance(v, datetime.datetime):
        if v.tzinfo is None: v = v.replace(tzinfo=datetime.timezone.utc)
        return {"date": round(v.timestamp() * 1000)}
    if isinstance(v, datetime.date):
        return {"date": round(datetime.datetime(v.year, v.month, v.day, tzinfo=datetime.timezone.utc).timestamp() * 1000)}
    if isinstance(v, list): return [plain(x) for x in v]
    if isinstance(v, dict): return {str(k): plain(x) for k, x in v.items()}
    raise TypeError(type(v))
out = []
for text in json.load(sys.stdin):
    try: out.append({"value": plain(yaml.safe_load(text))})
    except yaml.YAMLError as e: out.append({"error": str(e).splitlines()[0]})
print(json.dumps(out))
`;

const hasPyYaml = spawnSync('python3', ['-c', 'import yaml'], {stdio: 'ignore'}).status === 0;
if (!hasPyYaml && process.env.CI) throw new Error('CI needs python3 with PyYAML (Debian: python3-yaml) for this test');

describe('the checker loads YAML as PyYAML does', {skip: hasPyYaml ? false : 'no python3 with PyYAML'}, () => {
  it(`agrees with PyYAML safe_load on ${documents.length} documents`, () => {
    const expected = JSON.parse(
      execFileSync('python3', ['-c', PYTHON], {input: JSON.stringify(documents), encoding: 'utf8'}),
    ) as {value?: Plain; error?: string}[];
    const differences: string[] = [];
    documents.forEach((text, i) => {
      if (KNOWN.has(text)) return;
      const python = expected[i];
      let ours: {value?: Plain; error?: string};
      try {
        ours = {value: plain(loadPackitYaml(text))};
        if (python?.value !== undefined) python.value = plain(python.value);
      } catch (error) {
        ours = {error: String(error).split('\n')[0]};
      }
      if (python?.error !== undefined || ours.error !== undefined) {
        if ((python?.error === undefined) !== (ours.error === undefined)) {
          differences.push(
            `${JSON.stringify(text)}: PyYAML ${python?.error ?? 'loads it'}; checker ${ours.error ?? 'loads it'}`,
          );
        }
      } else if (JSON.stringify(python?.value) !== JSON.stringify(ours.value)) {
        differences.push(
          `${JSON.stringify(text)}: PyYAML ${JSON.stringify(python?.value)}, checker ${JSON.stringify(ours.value)}`,
        );
      }
    });
    assert.deepEqual(differences, []);
  });
});
