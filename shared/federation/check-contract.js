// A remote's build checked against the federation contract, without running it: every page the
// host loads from this remote is exposed, and the build was made for the host's contract major.
// Each remote's `npm run test:contract` runs it on its own dist/, so a team learns of a break in
// its own CI, before a release reaches the host.
const fs = require('node:fs');
const REMOTE_PAGES = require('../src/contract/remote-pages.json');
const { contractVersion: CONTRACT_VERSION } = require('../src/contract/version.json');

const major = (version) => Number.parseInt(String(version).split('.')[0] ?? '', 10);

/**
 * @param {'garage'|'community'|'account'|'admin'} remote
 * @param {any} manifest  the build's parsed mf-manifest.json
 * @returns {string[]}    what is wrong, in words; empty when the build keeps the contract
 */
function contractProblems(remote, manifest, contractVersion = CONTRACT_VERSION) {
  const expected = REMOTE_PAGES[remote];
  if (!expected) return [`"${remote}" is not a remote of the contract`];
  const problems = [];
  if (manifest?.name !== remote) {
    problems.push(`the manifest is named "${manifest?.name}", the host registers "${remote}"`);
  }
  const exposed = new Set((manifest?.exposes ?? []).map((entry) => entry.name));
  for (const page of expected) {
    if (!exposed.has(page)) problems.push(`./${page} is not exposed; the host loads it`);
  }
  const built = manifest?.metaData?.buildInfo?.contractVersion;
  if (built === undefined)
    problems.push('the manifest does not say which contract it was built for');
  else if (major(built) !== major(contractVersion)) {
    problems.push(
      `built for contract ${built}, the host requires major ${major(contractVersion)} (${contractVersion})`,
    );
  }
  return problems;
}

/** Reads a built manifest; a missing build is a problem of its own. */
function contractProblemsOfBuild(remote, manifestPath) {
  if (!fs.existsSync(manifestPath)) {
    return [`no build at ${manifestPath}: run npm run build -w @vg/remote-${remote} first`];
  }
  return contractProblems(remote, JSON.parse(fs.readFileSync(manifestPath, 'utf8')));
}

module.exports = { contractProblems, contractProblemsOfBuild, REMOTE_PAGES };
