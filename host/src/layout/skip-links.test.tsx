import { screen } from '@testing-library/react';
import { testUser } from '../../../shared/test/support';
import { renderInApp } from '../../test/render-in-app';
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
});
