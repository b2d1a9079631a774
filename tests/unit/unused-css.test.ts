import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, it} from 'node:test';

import {load, type AnyNode} from 'cheerio';
import postcss from 'postcss';

import {checkPages, classNamesIn, dropUnusedRules} from '../../src/plugins/unused-css';

// What the scripts of a build look like to the plugin: minified components naming their classes
// whole, and one class made at run time from a start (`alert--` + type).
const SCRIPTS = [
  'jsx("nav",{className:"navbar navbar--fixed-top"});jsx("a",{className:(0,r.A)("menu__link",{"menu__link--active":a})})',
  'className:`alert alert--${t}`;const s={codeBlock:"codeBlock_a1B2"}',
];
const exists = classNamesIn(SCRIPTS);

const STYLESHEET = `
.navbar{display:flex}.pagination__item{margin:0}
.menu__link,.pills__item{color:red}
.navbar .menu__link--active,.card .menu__link{font-weight:700}
.alert--danger{color:#c00}.alert--anything{color:#00c}
a:not(.card){text-decoration:underline}:is(.pills,.navbar--fixed-top) a{padding:1px}
li:has(> .tabs__item){list-style:none}
@media (min-width:997px){.card__body{padding:0}.navbar{height:60px}}
@media print{.pills{display:none}}
@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}
.codeBlock_a1B2:hover{opacity:.9}.codeBlock_Zz99{opacity:1}
.pills__item:{color:blue}
`;

describe('dropUnusedRules (src/plugins/unused-css.ts)', () => {
  const {css, dropped} = dropUnusedRules(STYLESHEET, exists);

  it('drops the selectors that ask for a class no script names, and the rules and at-rules left empty', () => {
    assert.deepEqual(
      [...dropped].sort(),
      ['card', 'card__body', 'codeBlock_Zz99', 'pagination__item', 'pills', 'pills__item'].sort(),
    );
    const selectors: string[] = [];
    postcss.parse(css).walkRules((rule) => {
      selectors.push(rule.selector);
    });
    assert.deepEqual(selectors, [
      '.navbar',
      '.menu__link',
      '.navbar .menu__link--active',
      '.alert--danger',
      '.alert--anything',
      'a:not(.card)',
      ':is(.pills,.navbar--fixed-top) a',
      'li:has(> .tabs__item)',
      '.navbar',
      'from',
      'to',
      '.codeBlock_a1B2:hover',
      '.pills__item:',
    ]);
    assert.ok(!css.includes('@media print'), 'the media rule left empty goes');
    assert.ok(css.includes('@keyframes spin'));
  });

  it('leaves every element of a page that scripts can make with the declarations it had', () => {
    // Elements with every class the scripts name (and some made at run time): each gets, from
    // the pruned stylesheet, the declarations it got from the whole one, as css-select matches.
    const $ = load(
      `<nav class="navbar navbar--fixed-top"><a class="menu__link menu__link--active">x</a><a>y</a>
       <div class="alert alert--danger"></div><div class="alert alert--anything"></div>
       <ul><li><span class="codeBlock_a1B2">z</span></li></ul></nav>`,
    );
    const declarations = (stylesheet: string) => {
      const rules: {selector: string; text: string}[] = [];
      postcss.parse(stylesheet).walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && (rule.parent as postcss.AtRule).name === 'keyframes') return;
        // Reader states match nothing here; what stays is the structure of the selector.
        for (const selector of rule.selectors)
          rules.push({selector: selector.replace(/:hover/g, ''), text: rule.nodes.join(';')});
      });
      const matches = (element: AnyNode, selector: string) => {
        try {
          return $(element).is(selector);
        } catch {
          return false; // A selector no browser reads matches nothing.
        }
      };
      return $('*')
        .toArray()
        .map((element) =>
          rules
            .filter(({selector}) => matches(element, selector))
            .map(({text}) => text)
            .join(' '),
        );
    };
    assert.deepEqual(declarations(css), declarations(STYLESHEET));
  });
});

describe('checkPages (src/plugins/unused-css.ts)', () => {
  it('fails on a page that has a class whose rules were dropped, naming the page', () => {
    const out = mkdtempSync(join(tmpdir(), 'unused-css-'));
    mkdirSync(join(out, 'docs'));
    writeFileSync(join(out, 'docs', 'guide.html'), '<div class="card">x</div><p class="cards">y</p>');
    assert.doesNotThrow(() => {
      checkPages(out, new Set(['pills']));
    });
    assert.throws(() => {
      checkPages(out, new Set(['pills', 'card']));
    }, /docs\/guide\.html: the class "card"/);
  });
});
