// Where each package's texts and catalogues are (docs/adr/0029): the English words are the code's
// own (each text's defaultMessage, found as FormatJS's extractor finds them); each other language
// is a catalogue of the same ids beside the code.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { extract } from '@formatjs/cli-lib';
import { ROOT } from '../lib/stack.mjs';

export const TRANSLATED_LANGUAGES = ['de', 'fr', 'it'];

const json = (file) => () => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const merged = (files) => () => Object.assign({}, ...files.map((file) => json(file)()));
// The contract's catalogues are TypeScript modules, a part per page; Node reads each part (its only
// import is a type) but not the index's '.js' names of them.
const modules = (folder) => async () => {
  const parts = fs.globSync(`${folder}/*.ts`, { cwd: ROOT });
  const loaded = await Promise.all(
    parts.map(async (part) => (await import(pathToFileURL(path.join(ROOT, part)).href)).default),
  );
  return Object.assign({}, ...loaded);
};

/** Every package with words, and how to read its catalogue in a language. */
export const PACKAGES = [
  { name: 'contract', catalogue: (l) => modules(`contract/src/i18n/catalogues/${l}`) },
  { name: 'shared', catalogue: (l) => json(`shared/src/i18n/catalogues/${l}.json`) },
  { name: 'host', catalogue: (l) => json(`host/src/i18n/${l}.json`) },
  {
    name: 'remote-garage',
    catalogue: (l) =>
      merged(
        ['records', 'papers', 'keeping'].map((part) => `remote-garage/src/i18n/${l}/${part}.json`),
      ),
  },
  { name: 'remote-community', catalogue: (l) => json(`remote-community/src/i18n/${l}.json`) },
  { name: 'remote-account', catalogue: (l) => json(`remote-account/src/i18n/${l}.json`) },
  { name: 'remote-admin', catalogue: (l) => json(`remote-admin/src/i18n/${l}.json`) },
  { name: 'api', catalogue: (l) => json(`api/src/i18n/${l}.json`) },
];

const sourceFiles = (name) =>
  fs
    .globSync(`${name}/src/**/*.{ts,tsx}`, { cwd: ROOT })
    .filter((file) => !/\.test\.tsx?$|\/dev\/|\.d\.ts$/.test(file))
    .map((file) => path.join(ROOT, file));

/** A package's texts: id -> English words (ICU MessageFormat). */
export async function englishTexts(name) {
  const extracted = JSON.parse(
    await extract(sourceFiles(name), { throws: true, additionalFunctionNames: ['formatText'] }),
  );
  return new Map(Object.entries(extracted).map(([id, { defaultMessage }]) => [id, defaultMessage]));
}

export async function readCatalogue(pkg, language) {
  return await pkg.catalogue(language)();
}
