import { ROUTER_FUTURE } from '../../providers/router-future';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from '../../toast';
import { renderWithTheme } from '../testing/render-with-theme';
import { Toaster } from './toaster';

function renderToaster() {
  return renderWithTheme(
    <MemoryRouter future={ROUTER_FUTURE}>
      <Toaster />
    </MemoryRouter>,
  );
}

describe('Toaster', () => {
  it('shows a toast with its title, description and action link', async () => {
    renderToaster();
    act(() => {
      toast({
        title: 'Account Suspended',
        description: 'Your account has been suspended.',
        variant: 'destructive',
        duration: 10000,
        action: { label: 'Contact Us', href: '/#contact' },
      });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    const item = await within(region).findByRole('listitem');
    expect(item).toHaveTextContent('Account Suspended');
    expect(item).toHaveTextContent('Your account has been suspended.');
    expect(within(region).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/#contact',
    );
  });

  it('shows one toast at a time: a new one replaces the old', async () => {
    renderToaster();
    act(() => {
      toast({ title: 'Saved' });
      toast({ title: 'Message Sent Successfully' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(region).toHaveTextContent('Message Sent Successfully');
    expect(region).not.toHaveTextContent('Saved');
  });

  it('closes a toast with its close button (by keyboard)', async () => {
    renderToaster();
    act(() => {
      toast({ title: 'Welcome back!' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    within(region).getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(region).not.toHaveTextContent('Welcome back!');
  });

  it('moves focus to the notifications on F8', async () => {
    renderToaster();
    act(() => {
      toast({ title: 'Welcome!' });
    });
    // Radix matches the hotkey on KeyboardEvent.code, which user-event does not set for F8.
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(await screen.findByRole('region', { name: 'Notifications (F8)' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('closes a toast by itself after 5000 ms by default', async () => {
    jest.useFakeTimers();
    renderToaster();
    act(() => {
      toast({ title: 'Saved' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    act(() => jest.advanceTimersByTime(4900));
    expect(region).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(200));
    expect(region).not.toHaveTextContent('Saved');
    jest.useRealTimers();
  });
});
