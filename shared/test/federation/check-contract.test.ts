// eslint-disable-next-line @typescript-eslint/no-require-imports
const { contractProblems } = require('../../federation/check-contract.js') as {
  contractProblems: (remote: string, manifest: unknown, contractVersion?: string) => string[];
};

// The community's pages as the contract lists them, so a page added there needs no edit here.
const COMMUNITY_PAGES: string[] = // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('../../src/contract/remote-pages.json') as Record<string, string[]>).community!;
const withoutShowcase = COMMUNITY_PAGES.filter((page) => page !== 'showcase-page');

const manifestOf = (pages: string[], contractVersion: string | null = '1.2.0') => ({
  name: 'community',
  metaData: {
    buildInfo: { buildVersion: '1.0.0', ...(contractVersion ? { contractVersion } : {}) },
  },
  exposes: pages.map((name) => ({ name, path: `./${name}` })),
});

describe('a remote build checked against the contract', () => {
  it('passes when every page the host loads is exposed, built for the same major', () => {
    expect(
      contractProblems('community', manifestOf([...COMMUNITY_PAGES, 'extra']), '1.0.0'),
    ).toEqual([]);
  });

  it('names a page the host loads that the build does not expose', () => {
    expect(contractProblems('community', manifestOf(withoutShowcase))).toEqual([
      './showcase-page is not exposed; the host loads it',
    ]);
  });

  it('names a build made for another contract major, or for none', () => {
    const pages = COMMUNITY_PAGES;
    expect(contractProblems('community', manifestOf(pages, '2.0.0'), '1.4.0')).toEqual([
      'built for contract 2.0.0, the host requires major 1 (1.4.0)',
    ]);
    expect(contractProblems('community', manifestOf(pages, null))).toEqual([
      'the manifest does not say which contract it was built for',
    ]);
  });

  it('names a manifest registered under another name', () => {
    const renamed = { ...manifestOf(COMMUNITY_PAGES), name: 'x' };
    expect(contractProblems('community', renamed)).toEqual([
      'the manifest is named "x", the host registers "community"',
    ]);
  });
});
