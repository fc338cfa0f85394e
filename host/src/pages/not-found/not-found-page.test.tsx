import { screen } from '@testing-library/react';
import { renderInApp } from '../../../test/render-in-app';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('names the missing path and offers Home, Help and Contact', async () => {
    const { user } = renderInApp(<NotFoundPage />, { route: '/garage/no-such-car' });

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/garage/no-such-car')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');

    await user.click(screen.getByRole('button', { name: 'Contact' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  });
});
