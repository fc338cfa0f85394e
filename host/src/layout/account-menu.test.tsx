import { screen, waitFor, within } from '@testing-library/react';
import { testUser } from '@vg/shared/test-support';
import { renderInApp } from '../../test/render-in-app';
import { AccountMenu } from './account-menu';

async function openWithKeyboard() {
  const app = renderInApp(<AccountMenu />, { user: testUser({ role: 'admin' }) });
  const trigger = await screen.findByRole('button', { name: 'keeper' });
  trigger.focus();
  await app.user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: 'Account' });
  return { ...app, trigger, menu };
}

describe('AccountMenu', () => {
  it('is a menu: it opens on the first item and the arrow keys, Home and End move through it', async () => {
    const { user, trigger, menu } = await openWithKeyboard();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'Notifications',
      'Admin',
      'Contact Us',
      'Sign out',
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[4]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[4]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user, trigger } = await openWithKeyboard();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on ArrowUp at the last item', async () => {
    const app = renderInApp(<AccountMenu />, { user: testUser() });
    const trigger = await screen.findByRole('button', { name: 'keeper' });
    trigger.focus();
    await app.user.keyboard('{ArrowUp}');
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.at(-1)).toHaveFocus();
  });

  it('returns focus to its button when the Contact Us dialog it opened closes', async () => {
    const { user, trigger, menu } = await openWithKeyboard();
    within(menu).getByRole('menuitem', { name: 'Contact Us' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    await waitFor(() => expect(within(dialog).getByLabelText('Subject')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

describe('AccountMenu names the member', () => {
  it('by the display name they chose, the username when there is none', async () => {
    renderInApp(<AccountMenu />, { user: testUser({ displayName: 'Ann Keeper' }) });
    expect(await screen.findByRole('button', { name: 'Ann Keeper' })).toBeInTheDocument();
  });
});
