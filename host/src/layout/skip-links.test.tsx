import { screen } from '@testing-library/react';
import { testUser } from '@vg/shared/test-support';
import { renderInApp } from '../../test/render-in-app';
import {
  captureServerRendered,
  releaseServerRendered,
  serverRenderedHere,
} from '../federation/server-rendered-page';
import { MobileNav } from './mobile-nav';
import { SkipLinks } from './skip-links';

function Shell() {
  return (
    <>
      <SkipLinks />
      <main id="main">Page</main>
      <footer>Footer</footer>
      <MobileNav />
    </>
  );
}

describe('SkipLinks', () => {
  it('lets a signed-in member on a phone skip to the bottom navigation before the page', async () => {
    const { user } = renderInApp(<Shell />, { user: testUser(), route: '/vehicles' });
    const toNav = await screen.findByRole('link', { name: 'Skip to navigation' });
    expect(toNav).toHaveAttribute('href', '#mobile-nav');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.tab();
    expect(toNav).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Mobile navigation' })).toHaveAttribute(
      'id',
      'mobile-nav',
    );
  });

  it('offers no skip to a navigation a visitor does not have', async () => {
    renderInApp(<Shell />, { route: '/showcase' });
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Skip to navigation' })).not.toBeInTheDocument();
  });

  it('keeps Skip to content focused when the app takes over a page the server rendered', async () => {
    // The server's page: the first Tab, before the app had started, reached its skip link.
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML =
      '<a href="#main">Skip to content</a><header><a href="/">Vintage Garage</a></header>' +
      '<main id="main"><div data-vg-ssr="garage/dashboard-page"><h1>Garage</h1></div></main>';
    document.body.append(root);
    root.querySelector('a')?.focus();
    captureServerRendered();
    // React's first render empties the root, the focused link with it.
    root.replaceChildren();

    renderInApp(<Shell />, { user: testUser(), route: '/dashboard' });
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toHaveFocus();

    const page = serverRenderedHere();
    if (page) releaseServerRendered(page);
    root.remove();
  });
});
