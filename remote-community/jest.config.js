// The repository's one front-end Jest setup: swc, a jsdom with the browser APIs our libraries
// touch, '@vg/shared' from source, a clean browser and no toast left over between tests.
// react-markdown and the unified/micromark packages under it ship only ES modules: swc turns
// them into CommonJS for Jest as it does our own code.
const ESM_ONLY = [
  'react-markdown',
  'remark-.*',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile.*',
  'unist-.*',
  'mdast-.*',
  'micromark.*',
  'decode-named-character-reference',
  'character-entit.*',
  'property-information',
  'hast-.*',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-url-attributes',
  'devlop',
  'ccount',
  'zwitch',
  'longest-streak',
  'estree-util-.*',
  'trim-lines',
  'markdown-table',
];

module.exports = require('@vg/shared/jest-preset')(__dirname, {
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
});
