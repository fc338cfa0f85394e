import { screen } from '@testing-library/react';
import { testUser } from '@vg/shared/test-support';
import { renderInApp } from '../../../test/render-in-app';
import { ForbiddenPage } from './forbidden-page';

describe('ForbiddenPage', () => {
  it('tells a signed-in member the screen is for admins and leads home', async () => {
    renderInApp(<ForbiddenPage />, { route: '/admin', user: testUser({ username: 'keeper' }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
    expect(await screen.findByText('keeper')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});
