import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {newerReleases} from '../../scripts/lib/pins';

describe('newer releases of a pinned package', () => {
  const releases = ['4.6.3', '4.7.0', '4.7.1', '4.10.0', '5.0.0-beta.1', '5.0.4', '5.2.0', '3.9.0', '6.0.0-rc.1'];

  it('names the newest of the same major line and the newest of a later one', () => {
    assert.deepEqual(newerReleases('4.7.0', releases), {sameMajor: '4.10.0', latest: '5.2.0'});
    assert.deepEqual(newerReleases('4.10.0', releases), {latest: '5.2.0'});
    assert.deepEqual(newerReleases('5.2.0', releases), {});
  });

  it('refuses a pin that is a range or a pre-release', () => {
    assert.throws(() => newerReleases('^4.7.0', releases), /not an exact release/);
    assert.throws(() => newerReleases('5.0.0-beta.1', releases), /not an exact release/);
  });
});
