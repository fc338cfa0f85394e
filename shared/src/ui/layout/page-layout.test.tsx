import { screen } from '@testing-library/react';
import { Button } from '../button/button';
import { renderWithTheme } from '../testing/render-with-theme';
import { PageLayout } from './page-layout';
import { Section } from './section';

describe('PageLayout and Section', () => {
  it('gives the page one h1 and each section a named h2', () => {
    renderWithTheme(
      <PageLayout
        title="My vehicles"
        description="Every car in your garage."
        actions={<Button>Add vehicle</Button>}
      >
        <Section title="Recent maintenance">
          <p>Oil changed.</p>
        </Section>
      </PageLayout>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My vehicles');
    expect(screen.getByText('Every car in your garage.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add vehicle' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent maintenance' })).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Recent maintenance' }),
    );
  });

  it('keeps a hyphenated name whole on its line, never "E-" and "Type" apart', () => {
    renderWithTheme(
      <PageLayout title="1962 Jaguar E-Type Series 1">
        <p>Particulars</p>
      </PageLayout>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: '1962 Jaguar E-Type Series 1' });
    expect(screen.getByText('E-Type')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(heading).toContainElement(screen.getByText('E-Type'));
  });

  it('names the browser tab after the page, not only the product', () => {
    renderWithTheme(
      <PageLayout title="Registry">
        <p>Every public car</p>
      </PageLayout>,
    );
    expect(document.title).toBe('Registry · Vintage Garage');
  });
});
