import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {hyphenate, tocItemHtml, withWordBreaksHtml} from '../../src/remark/toc-word-breaks';
import {longWordPieces, LONGEST_WHOLE} from '../../src/utils/longWords';

/** No hyphenation: words as they are. */
const keep = (word: string) => word;

describe('where a long word in a table may wrap', () => {
  it('keeps short words whole', () => {
    assert.deepEqual(longWordPieces('upstream_package_name'.slice(0, LONGEST_WHOLE)), ['upstream_package_nam']);
    assert.deepEqual(longWordPieces('fedora-all, epel-9'), ['fedora-all, epel-9']);
  });

  it('cuts a long word after its separators, runs of them kept together', () => {
    assert.deepEqual(longWordPieces('osh_diff_scan_after_copr_build'), [
      'osh_',
      'diff_',
      'scan_',
      'after_',
      'copr_',
      'build',
    ]);
    assert.deepEqual(longWordPieces('https://src.fedoraproject.org/rpms'), [
      'https://',
      'src.',
      'fedoraproject.',
      'org/rpms',
    ]);
    assert.deepEqual(longWordPieces('notifications.failure_comment.message'), [
      'notifications.',
      'failure_',
      'comment.',
      'message',
    ]);
  });

  it('cuts options and their choices after hyphens and bars, not inside the leading dashes', () => {
    assert.deepEqual(longWordPieces('--request-admin-if-needed'), ['--request-', 'admin-', 'if-', 'needed']);
    assert.deepEqual(longWordPieces('--update-type [security|bugfix|enhancement]'), [
      '--update-type [security|',
      'bugfix|',
      'enhancement]',
    ]);
  });

  it('leaves no short piece at the end and no cut before the first letter', () => {
    assert.deepEqual(longWordPieces('packit_service/worker/handlers/testing_farm.py'), [
      'packit_',
      'service/',
      'worker/',
      'handlers/',
      'testing_',
      'farm.py',
    ]);
    assert.deepEqual(longWordPieces('DownstreamLogDetectiveResultsHandler'), [
      'Downstream',
      'LogDetective',
      'Results',
      'Handler',
    ]);
    assert.deepEqual(longWordPieces('GitHubIssueCommentProposeUpdateHandler'), [
      'GitHub',
      'Issue',
      'Comment',
      'Propose',
      'Update',
      'Handler',
    ]);
    assert.deepEqual(longWordPieces('.distro/source-git.yaml'), ['.distro/', 'source-', 'git.yaml']);
    assert.deepEqual(longWordPieces('./prepare_sources_result_<path>'), [
      './prepare_',
      'sources_',
      'result_',
      '<path>',
    ]);
  });

  it('marks the places in HTML text, not in its tags or entities', () => {
    assert.equal(
      withWordBreaksHtml(
        'class <code class="x_y_z_long_name_here">EnclosedMacroSubstitution</code> &amp;&lt;',
        12,
        keep,
      ),
      'class <code class="x_y_z_long_name_here">Enclosed<wbr>Macro<wbr>Substitution</code> &amp;&lt;',
    );
    assert.equal(withWordBreaksHtml('<code>construct_regex()</code>', 12, keep), '<code>construct_<wbr>regex()</code>');
  });

  it('breaks the long words of the table of contents where TeX hyphenates them, in code without a hyphen', () => {
    // TeX's patterns as the `hyphen` package ships them.
    assert.equal(tocItemHtml('Our Recommendation'), 'Our Rec\u00ADom\u00ADmen\u00ADda\u00ADtion');
    assert.equal(tocItemHtml('<code>Implementation</code>'), '<code>Imple<wbr>men<wbr>ta<wbr>tion</code>');
    // The patterns break `au-tochangel-og`: no break leaves fewer than three letters on a side.
    assert.equal(hyphenate('autochangelog'), 'autochangelog');
    assert.equal(hyphenate('Prerequisites'), 'Pre\u00ADreq\u00ADui\u00ADsites');
  });

  it("keeps an option's dashes with its name in the table of contents", () => {
    assert.equal(
      tocItemHtml('Keeping it: <code>--preserve-spec</code>'),
      'Keeping it: <code><span class="nowrap">--p</span>reserve-spec</code>',
    );
  });

  it('gives back the text when joined', () => {
    for (const text of [
      '',
      ' ',
      'a b',
      'x'.repeat(40),
      '__init___subclass__method_name_',
      'a  {fast_forward_merge_into: [f42]}',
    ])
      assert.equal(longWordPieces(text).join(''), text);
  });
});
