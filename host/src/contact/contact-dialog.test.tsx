import { screen, waitFor, within } from '@testing-library/react';
import { deferredAnswer, sentBodies, testUser, type FakeRoutes } from '@vg/shared/test-support';
import { renderInApp, type RenderInAppOptions } from '../../test/render-in-app';
import { ContactUsButton } from './contact-us-button';

const FEEDBACK = 'POST /api/v1/feedback/submit';

async function openContactDialog(options: RenderInAppOptions = {}) {
  const app = renderInApp(<ContactUsButton />, options);
  await app.user.click(screen.getByRole('button', { name: 'Contact us' }));
  const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
  const fields = {
    subject: within(dialog).getByLabelText('Subject'),
    message: within(dialog).getByLabelText('Message'),
    email: within(dialog).getByLabelText('Email'),
    send: within(dialog).getByRole('button', { name: 'Send Message' }),
  };
  return { ...app, dialog, fields };
}

async function openAsMember(api: FakeRoutes = {}) {
  const member = testUser({ email: 'keeper@example.com' });
  const opened = await openContactDialog({ user: member, api });
  // The session is verified once the hint can name the account's address.
  await within(opened.dialog).findByText(/keeper@example\.com/);
  return opened;
}

describe('Contact Us dialog', () => {
  describe('as a guest', () => {
    it('marks the email required; Send stays reachable, marked unavailable until subject, message and email are filled', async () => {
      const { fields, user, dialog } = await openContactDialog();

      expect(fields.subject).toHaveFocus();
      expect(fields.email).toBeRequired();
      expect(within(dialog).getByText('Email').parentElement).toHaveTextContent('Email*required');
      // docs/product.md#contact: "disabled" until filled, said to assistive technology, yet never
      // taken out of the Tab order (WCAG 2.1.1): pressing it says what is missing.
      expect(fields.send).toHaveAttribute('aria-disabled', 'true');
      expect(fields.send).toBeEnabled();

      await user.type(fields.subject, 'Lost logbook');
      await user.type(fields.message, 'Where is my record?');
      expect(fields.send).toHaveAttribute('aria-disabled', 'true');
      await user.tab();
      expect(fields.email).toHaveFocus();
      await user.tab();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.tab();
      expect(fields.send).toHaveFocus();

      await user.type(fields.email, 'guest@example.com');
      expect(fields.send).not.toHaveAttribute('aria-disabled', 'true');
    });

    it('says next to each empty field what is missing when Send is pressed early, and sends nothing', async () => {
      const { fields, user, fetchMock } = await openContactDialog();
      await user.type(fields.message, 'Where is my record?');
      await user.click(fields.send);

      expect(fields.subject).toHaveAccessibleDescription(
        expect.stringContaining('Enter a subject'),
      );
      expect(fields.subject).toBeInvalid();
      expect(fields.email).toHaveAccessibleDescription(
        expect.stringContaining('Enter the email address we should reply to'),
      );
      expect(fields.message).toBeValid();
      // The first field to fix gets focus, so a keyboard user is taken to it.
      expect(fields.subject).toHaveFocus();
      expect(sentBodies(fetchMock, 'POST', '/api/v1/feedback/submit')).toHaveLength(0);
    });

    it('sends the subject, message and email to the feedback endpoint', async () => {
      const { fields, user, fetchMock } = await openContactDialog({
        api: { [FEEDBACK]: () => ({ status: 201, body: { data: { id: 'f1' } } }) },
      });
      await user.type(fields.subject, 'Showcase idea');
      await user.type(fields.message, 'Feature pre-war cars.');
      await user.type(fields.email, 'guest@example.com');
      await user.click(fields.send);

      await waitFor(() =>
        expect(sentBodies(fetchMock, 'POST', '/api/v1/feedback/submit')).toEqual([
          {
            title: 'Showcase idea',
            description: 'Feature pre-war cars.',
            contactEmail: 'guest@example.com',
          },
        ]),
      );
    });

    it('says next to the email field when it is not an address, and sends nothing', async () => {
      const { fields, user, fetchMock } = await openContactDialog();
      await user.type(fields.subject, 'Hello');
      await user.type(fields.message, 'A question.');
      await user.type(fields.email, 'guest.example.com');
      await user.click(fields.send);

      expect(fields.email).toHaveAccessibleDescription(
        expect.stringContaining('Enter an email address like name@example.com'),
      );
      expect(fields.email).toBeInvalid();
      expect(sentBodies(fetchMock, 'POST', '/api/v1/feedback/submit')).toHaveLength(0);
    });
  });

  describe('as a signed-in member', () => {
    it('makes the email optional, unmarked, and says replies go to the account email', async () => {
      const { fields, user, dialog } = await openAsMember();

      expect(fields.email).not.toBeRequired();
      expect(within(dialog).getByText('Email').parentElement).toHaveTextContent(/^Email$/);
      expect(
        within(dialog).getByText(
          'Replies go to your account email (keeper@example.com) unless you give another address here.',
        ),
      ).toBeInTheDocument();

      await user.type(fields.subject, 'Hello');
      await user.type(fields.message, 'A question.');
      expect(fields.send).not.toHaveAttribute('aria-disabled', 'true');
    });

    it('leaves the email out when none is given', async () => {
      const { fields, user, fetchMock } = await openAsMember({
        [FEEDBACK]: () => ({ status: 201, body: { data: { id: 'f2' } } }),
      });
      await user.type(fields.subject, 'Hello');
      await user.type(fields.message, 'A question.');
      await user.click(fields.send);

      await waitFor(() =>
        expect(sentBodies(fetchMock, 'POST', '/api/v1/feedback/submit')).toEqual([
          { title: 'Hello', description: 'A question.' },
        ]),
      );
    });
  });

  it('gives the message box 6 rows and the dialog a 600px maximum width', async () => {
    const { fields, dialog } = await openContactDialog();
    expect(fields.message).toHaveAttribute('rows', '6');
    expect(getComputedStyle(dialog).maxWidth).toBe('600px');
  });

  it("refuses a blank subject or message with 'Missing Information' and sends nothing", async () => {
    const { fields, user, fetchMock, dialog } = await openContactDialog();
    await user.type(fields.subject, '   ');
    await user.type(fields.message, 'Something');
    await user.type(fields.email, 'guest@example.com');
    await user.click(fields.send);

    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please provide a subject and message')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/feedback/submit')).toHaveLength(0);
    expect(dialog).toBeInTheDocument();
  });

  it('shows the pending state with everything typed kept, then the success toast, and closes empty', async () => {
    const answer = deferredAnswer();
    const { fields, user, dialog } = await openContactDialog({ api: { [FEEDBACK]: answer.route } });
    await user.type(fields.subject, 'Reminder bug');
    await user.type(fields.message, 'It fired twice.');
    await user.type(fields.email, 'guest@example.com');
    await user.click(fields.send);

    const sending = await within(dialog).findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(sending).toHaveAttribute('aria-busy', 'true');
    expect(fields.subject).toHaveValue('Reminder bug');
    expect(fields.message).toHaveValue('It fired twice.');

    answer.release({ status: 201, body: { data: { id: 'f3' } } });

    expect(await screen.findByText('Message Sent Successfully')).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for contacting us! We'll get back to you soon."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    const reopened = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(within(reopened).getByLabelText('Subject')).toHaveValue('');
    expect(within(reopened).getByLabelText('Message')).toHaveValue('');
    expect(within(reopened).getByLabelText('Email')).toHaveValue('');
  });

  it("keeps the dialog and what was typed on failure, with 'Error' and the server's message", async () => {
    const { fields, user, dialog } = await openContactDialog({
      api: {
        [FEEDBACK]: () => ({
          status: 422,
          body: { error: { message: 'Message is too long', fields: { description: 'Too long' } } },
        }),
      },
    });
    await user.type(fields.subject, 'Long story');
    await user.type(fields.message, 'Once upon a time');
    await user.type(fields.email, 'guest@example.com');
    await user.click(fields.send);

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Message is too long')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(fields.subject).toHaveValue('Long story');
    expect(fields.message).toHaveValue('Once upon a time');
    expect(fields.email).toHaveValue('guest@example.com');
    expect(fields.message).toHaveAccessibleDescription('Too long');
  });

  it("falls back to 'Failed to submit feedback' when the request never reaches the server", async () => {
    const { fields, user } = await openContactDialog({
      api: {
        [FEEDBACK]: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await user.type(fields.subject, 'Offline');
    await user.type(fields.message, 'No signal in the barn.');
    await user.type(fields.email, 'guest@example.com');
    await user.click(fields.send);

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to submit feedback')).toBeInTheDocument();
  });
});
