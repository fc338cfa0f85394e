import { REMOTE_PAGES } from '@vg/shared';
import { REMOTE_ROUTES } from './remote-routes';

describe('the route table and the federation interface', () => {
  it('loads only pages the remote interface lists for their remote, which each remote checks it exposes', () => {
    const unlisted = REMOTE_ROUTES.flatMap(({ path, below, ...module }) =>
      [module, ...(below ? [below] : [])]
        .filter(({ remote, page }) => !(REMOTE_PAGES[remote] as readonly string[]).includes(page))
        .map(({ remote, page }) => `${path}: ${remote}/${page}`),
    );
    expect(unlisted).toEqual([]);
  });

  it('puts the community conversation under a public car, and serves the registry and activity', () => {
    const route = (path: string) => REMOTE_ROUTES.find((entry) => entry.path === path);
    expect(route('/public/:vin')?.below).toEqual({
      remote: 'community',
      page: 'vehicle-conversation',
    });
    expect(route('/registry')).toMatchObject({ remote: 'community', access: 'public' });
    expect(route('/activity')).toMatchObject({ remote: 'community', access: 'signed-in' });
  });

  it('lists no page in the remote interface that the host never loads', () => {
    const loaded = new Set(
      REMOTE_ROUTES.flatMap(({ remote, page, below }) => [
        `${remote}/${page}`,
        ...(below ? [`${below.remote}/${below.page}`] : []),
      ]),
    );
    loaded.add('account/consent-dialog'); // opened by the consent gate, not by a route
    const unused = Object.entries(REMOTE_PAGES).flatMap(([remote, pages]) =>
      pages.filter((page) => !loaded.has(`${remote}/${page}`)).map((page) => `${remote}/${page}`),
    );
    expect(unused).toEqual([]);
  });
});
