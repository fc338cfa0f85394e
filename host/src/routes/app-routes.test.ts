import { REMOTE_PAGES } from '@vg/shared';
import { REMOTE_ROUTES } from './app-routes';

describe('the route table and the federation contract', () => {
  it('loads only pages the contract lists for their remote, which each remote checks it exposes', () => {
    const unlisted = REMOTE_ROUTES.filter(
      ({ remote, page }) => !(REMOTE_PAGES[remote] as readonly string[]).includes(page),
    ).map(({ path, remote, page }) => `${path}: ${remote}/${page}`);
    expect(unlisted).toEqual([]);
  });

  it('lists no page in the contract that the host never loads', () => {
    const loaded = new Set(REMOTE_ROUTES.map(({ remote, page }) => `${remote}/${page}`));
    loaded.add('account/consent-dialog'); // opened by the consent gate, not by a route
    const unused = Object.entries(REMOTE_PAGES).flatMap(([remote, pages]) =>
      pages.filter((page) => !loaded.has(`${remote}/${page}`)).map((page) => `${remote}/${page}`),
    );
    expect(unused).toEqual([]);
  });
});
