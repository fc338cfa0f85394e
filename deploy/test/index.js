// `node --test deploy/test/` hands this folder to Node, which loads it as a
// module (Node 22's test runner does not search a folder given on the command
// line): so load every test file of the folder here, in one process.
// `node --test 'deploy/test/*.test.mjs'` runs them one process per file.
const { readdirSync } = require('node:fs');

for (const file of readdirSync(__dirname)
  .filter((name) => name.endsWith('.test.mjs'))
  .sort()) {
  import(`./${file}`);
}
