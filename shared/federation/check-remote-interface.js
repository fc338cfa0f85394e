// A remote's build checked against the federation interface (the pages the host loads and the
// interface version), without running it: every page the host loads from this remote is exposed,
// and the build was made for the host's interface major. Each remote's
// `npm run test:remote-interface` runs it on its own dist/, so a team learns of a break in its own
// CI, before a release reaches the host. (The API's shapes are @vg/contract's business, not this.)
const fs = require('node:fs');
const REMOTE_PAGES = require('../src/remote-interface/remote-pages.json');
const {
  interfaceVersion: REMOTE_INTERFACE_VERSION,
} = require('../src/remote-interface/version.json');

const major = (version) => Number.parseInt(String(version).split('.')[0] ?? '', 10);

/**
 * @param {'garage'|'community'|'account'|'admin'} remote
 * @param {any} manifest  the build's parsed mf-manifest.json
 * @returns {string[]}    what is wrong, in words; empty when the build keeps the interface
 */
function remoteInterfaceProblems(remote, manifest, interfaceVersion = REMOTE_INTERFACE_VERSION) {
  const expected = REMOTE_PAGES[remote];
  if (!expected) return [`"${remote}" is not a remote of the federation interface`];
  const problems = [];
  if (manifest?.name !== remote) {
    problems.push(`the manifest is named "${manifest?.name}", the host registers "${remote}"`);
  }
  const exposed = new Set((manifest?.exposes ?? []).map((entry) => entry.name));
  for (const page of expected) {
    if (!exposed.has(page)) problems.push(`./${page} is not exposed; the host loads it`);
  }
  const built = manifest?.metaData?.buildInfo?.interfaceVersion;
  if (built === undefined)
    problems.push('the manifest does not say which remote interface it was built for');
  else if (major(built) !== major(interfaceVersion)) {
    problems.push(
      `built for remote interface ${built}, the host requires major ${major(interfaceVersion)} (${interfaceVersion})`,
    );
  }
  return problems;
}

/** Reads a built manifest; a missing build is a problem of its own. */
function remoteInterfaceProblemsOfBuild(remote, manifestPath) {
  if (!fs.existsSync(manifestPath)) {
    return [`no build at ${manifestPath}: run npm run build -w @vg/remote-${remote} first`];
  }
  return remoteInterfaceProblems(remote, JSON.parse(fs.readFileSync(manifestPath, 'utf8')));
}

module.exports = { remoteInterfaceProblems, remoteInterfaceProblemsOfBuild, REMOTE_PAGES };
