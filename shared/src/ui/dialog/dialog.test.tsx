import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Button } from '../button/button';
import { renderWithTheme } from '../testing/render-with-theme';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

function DialogWithOpener({ dismissible }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Contact Us</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Contact Us"
        dismissible={dismissible}
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <input aria-label="Subject" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('closes on Escape and returns focus to the button that opened it', async () => {
    renderWithTheme(<DialogWithOpener />);
    const opener = screen.getByRole('button', { name: 'Contact Us' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on a click outside', async () => {
    // The page behind a modal has pointer-events: none; the click still reaches Radix's listener.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithTheme(<DialogWithOpener />);
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while open', async () => {
    renderWithTheme(<DialogWithOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('when not dismissible has no close button and ignores Escape and outside clicks', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onOpenChange = jest.fn();
    renderWithTheme(
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="Welcome to Vintage Garage"
        dismissible={false}
      >
        <p>Choose a username.</p>
      </Dialog>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(
      await screen.findByRole('dialog', { name: 'Welcome to Vintage Garage' }),
    ).toBeInTheDocument();
  });

  it('returns focus to the opener when a field inside takes focus first (autoFocus)', async () => {
    function AutoFocusDialog() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Contact Us</Button>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title="Contact Us"
            footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}
          >
            <input aria-label="Subject" autoFocus />
          </Dialog>
        </>
      );
    }
    renderWithTheme(<AutoFocusDialog />);
    const opener = screen.getByRole('button', { name: 'Contact Us' });
    for (const close of ['escape', 'cancel'] as const) {
      await userEvent.click(opener);
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveFocus());
      if (close === 'escape') await userEvent.keyboard('{Escape}');
      else await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });
});

describe('Dialog focus when the opener is gone', () => {
  function Removable({ withFallback }: { withFallback: boolean }) {
    const [open, setOpen] = useState(false);
    const [removed, setRemoved] = useState(false);
    const fallback = useRef<HTMLButtonElement>(null);
    return (
      <>
        <Button ref={fallback}>Edit blurb</Button>
        <section aria-label="Actions">
          <Button onClick={() => {}}>Neighbour</Button>
          {removed ? null : <Button onClick={() => setOpen(true)}>Remove</Button>}
        </section>
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title="Remove?"
          returnFocusRef={withFallback ? fallback : undefined}
          footer={
            <Button
              onClick={() => {
                setRemoved(true);
                setOpen(false);
              }}
            >
              Confirm
            </Button>
          }
        />
      </>
    );
  }

  it.each([
    [true, 'Edit blurb'],
    [false, 'Neighbour'],
  ])(
    'with a fallback %s, focus goes to %s instead of the top of the page',
    async (withFallback, expected) => {
      renderWithTheme(<Removable withFallback={withFallback} />);
      await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('button', { name: expected })).toHaveFocus());
    },
  );
});

describe('ConfirmDialog', () => {
  it('names what will be lost and confirms with the destructive button', async () => {
    const onConfirm = jest.fn();
    renderWithTheme(
      <ConfirmDialog
        open
        onOpenChange={jest.fn()}
        title="Delete vehicle?"
        body="The 1967 Jaguar E-Type and its 14 maintenance records will be deleted."
        confirmLabel="Delete vehicle"
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete vehicle?' });
    expect(dialog).toHaveAccessibleDescription(
      'The 1967 Jaguar E-Type and its 14 maintenance records will be deleted.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete vehicle' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
