// Every catalogue says every text of the English one, and only those, with the same arguments
// (docs/adr/0029): a screen in German never falls back to English, nor fails on a missing {count}.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { PACKAGES, TRANSLATED_LANGUAGES, englishTexts, readCatalogue } from './catalogues.mjs';

/** The argument names a pattern uses, and the tags it wraps words in (<b>…</b>). */
function argumentsOf(pattern) {
  const names = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element)
        names.add(`${element.type === TYPE.tag ? '<>' : ''}${element.value}`);
      if (element.type === TYPE.tag) walk(element.children);
      if ('options' in element)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(pattern, { ignoreTag: false }));
  return [...names].sort();
}

const english = new Map();
for (const pkg of PACKAGES) english.set(pkg.name, await englishTexts(pkg.name));

describe('catalogues', () => {
  it('give each id one English text across the packages (a page merges several)', () => {
    const seen = new Map();
    const clashes = [];
    for (const [name, texts] of english) {
      for (const [id, words] of texts) {
        const earlier = seen.get(id);
        if (earlier && earlier.words !== words) clashes.push(`${id}: ${earlier.name} and ${name}`);
        seen.set(id, { name, words });
      }
    }
    assert.deepEqual(clashes, []);
  });

  for (const pkg of PACKAGES) {
    for (const language of TRANSLATED_LANGUAGES) {
      it(`${pkg.name}: ${language} has every English text, with its arguments`, async () => {
        const texts = english.get(pkg.name);
        const catalogue = await readCatalogue(pkg, language);
        const missing = [...texts.keys()].filter((id) => !(id in catalogue));
        const unknown = Object.keys(catalogue).filter((id) => !texts.has(id));
        const mismatched = [...texts]
          .filter(([id]) => id in catalogue)
          .filter(([id, words]) => argumentsOf(words).join() !== argumentsOf(catalogue[id]).join())
          .map(([id]) => id);
        assert.deepEqual(
          { missing, unknown, mismatched },
          { missing: [], unknown: [], mismatched: [] },
        );
      });
    }
  }
});
