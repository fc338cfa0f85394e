// eslint-disable-next-line @typescript-eslint/no-require-imports
const { remoteInterfaceProblems } = require('../../federation/check-remote-interface.js') as {
  remoteInterfaceProblems: (
    remote: string,
    manifest: unknown,
    interfaceVersion?: string,
  ) => string[];
};

// The community's pages as the remote interface lists them, so a page added there needs no edit here.
const COMMUNITY_PAGES: string[] = // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('../../src/remote-interface/remote-pages.json') as Record<string, string[]>).community!;
const withoutShowcase = COMMUNITY_PAGES.filter((page) => page !== 'showcase-page');

type BuildInfo = { interfaceVersion?: string; contractVersion?: string };
const manifestOf = (pages: string[], buildInfo: BuildInfo = { interfaceVersion: '1.2.0' }) => ({
  name: 'community',
  metaData: { buildInfo: { buildVersion: '1.0.0', ...buildInfo } },
  exposes: pages.map((name) => ({ name, path: `./${name}` })),
});

describe('a remote build checked against the federation interface', () => {
  it('passes when every page the host loads is exposed, built for the same major', () => {
    expect(
      remoteInterfaceProblems('community', manifestOf([...COMMUNITY_PAGES, 'extra']), '1.0.0'),
    ).toEqual([]);
  });

  it('names a page the host loads that the build does not expose', () => {
    expect(remoteInterfaceProblems('community', manifestOf(withoutShowcase))).toEqual([
      './showcase-page is not exposed; the host loads it',
    ]);
  });

  it('names a build made for another interface major, or for none', () => {
    const pages = COMMUNITY_PAGES;
    expect(
      remoteInterfaceProblems(
        'community',
        manifestOf(pages, { interfaceVersion: '2.0.0' }),
        '1.4.0',
      ),
    ).toEqual(['built for remote interface 2.0.0, the host requires major 1 (1.4.0)']);
    expect(remoteInterfaceProblems('community', manifestOf(pages, {}))).toEqual([
      'the manifest does not say which remote interface it was built for',
    ]);
  });

  it('says a build from before the rename, which wrote contractVersion only, names no interface', () => {
    const old = manifestOf(COMMUNITY_PAGES, { contractVersion: '1.0.0' });
    expect(remoteInterfaceProblems('community', old, '1.0.0')).toEqual([
      'the manifest does not say which remote interface it was built for',
    ]);
  });

  it('names a manifest registered under another name', () => {
    const renamed = { ...manifestOf(COMMUNITY_PAGES), name: 'x' };
    expect(remoteInterfaceProblems('community', renamed)).toEqual([
      'the manifest is named "x", the host registers "community"',
    ]);
  });
});
