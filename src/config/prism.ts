import type {PrismTheme} from 'prism-react-renderer';

/**
 * The code block themes, as data: prism-react-renderer's GitHub theme in light mode and Dracula in
 * dark mode, with every token colour that read below 4.5:1 on the block's background (WCAG 1.4.3)
 * moved, keeping its hue and saturation, just far enough in lightness to reach it, and no
 * translucent token. tests/unit/prism.test.ts checks the contrast of every colour.
 */
const light: PrismTheme = {
  plain: {color: '#393A34', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#727262', fontStyle: 'italic'}},
    {types: ['namespace'], style: {opacity: 1}},
    {types: ['string', 'attr-value'], style: {color: '#dc1069'}},
    {types: ['punctuation', 'operator'], style: {color: '#393A34'}},
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'],
      style: {color: '#277d7c'},
    },
    {types: ['atrule', 'keyword', 'attr-name', 'selector'], style: {color: '#007aa3'}},
    {types: ['function', 'deleted', 'tag'], style: {color: '#d53241'}},
    {types: ['function-variable'], style: {color: '#6f42c1'}},
    {types: ['tag', 'selector', 'keyword'], style: {color: '#00009f'}},
  ],
};

const dark: PrismTheme = {
  plain: {color: '#F8F8F2', backgroundColor: '#282A36'},
  styles: [
    {types: ['prolog', 'constant', 'builtin'], style: {color: 'rgb(189, 147, 249)'}},
    {types: ['inserted', 'function'], style: {color: 'rgb(80, 250, 123)'}},
    {types: ['deleted'], style: {color: 'rgb(255, 85, 85)'}},
    {types: ['changed'], style: {color: 'rgb(255, 184, 108)'}},
    {types: ['punctuation', 'symbol'], style: {color: 'rgb(248, 248, 242)'}},
    {types: ['string', 'char', 'tag', 'selector'], style: {color: 'rgb(255, 121, 198)'}},
    {types: ['keyword', 'variable'], style: {color: 'rgb(189, 147, 249)', fontStyle: 'italic'}},
    {types: ['comment'], style: {color: '#8490b8'}},
    {types: ['attr-name'], style: {color: 'rgb(241, 250, 140)'}},
  ],
};

export const codeThemes = {light, dark} as const;
