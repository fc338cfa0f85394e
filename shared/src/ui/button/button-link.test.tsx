import { ROUTER_FUTURE } from '../../providers/router-future';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithTheme } from '../testing/render-with-theme';
import { ButtonLink } from './button-link';

describe('ButtonLink', () => {
  it('is a real link that navigates inside the app', async () => {
    renderWithTheme(
      <MemoryRouter future={ROUTER_FUTURE}>
        <Routes>
          <Route path="/" element={<ButtonLink to="/vehicles">My vehicles</ButtonLink>} />
          <Route path="/vehicles" element={<h1>Vehicles</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'My vehicles' });
    expect(link).toHaveAttribute('href', '/vehicles');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeInTheDocument();
  });
});
