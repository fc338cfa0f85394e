import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  ContactDialogControlProvider,
  submitFeedback,
  useContactDialog,
  useSubmitFeedback,
} from '../../src/contact';
import { createQueryClient } from '../../src/query';
import { fetchCall, stubFetch } from '../support/fetch-mock';

function ContactButton() {
  const { openContact } = useContactDialog();
  return <button onClick={openContact}>Contact Us</button>;
}

describe('useContactDialog', () => {
  it("opens the host's dialog through the provided control", async () => {
    const openContact = jest.fn();
    render(
      <ContactDialogControlProvider value={{ openContact }}>
        <ContactButton />
      </ContactDialogControlProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));

    expect(openContact).toHaveBeenCalledTimes(1);
  });

  it('without a provider, warns instead of crashing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ContactButton />);

    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));

    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ContactDialogControlProvider'));
  });
});

describe('submitFeedback', () => {
  it('posts the trimmed subject, message and email to /api/v1/feedback/submit', async () => {
    const fetchMock = stubFetch({ status: 201, body: { data: { id: 'f1' } } });

    await submitFeedback({
      title: ' Brakes ',
      description: ' Squeal \n',
      contactEmail: ' me@x.org ',
    });

    const [url, init] = fetchCall(fetchMock);
    expect(url).toBe(`${window.location.origin}/api/v1/feedback/submit`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      title: 'Brakes',
      description: 'Squeal',
      contactEmail: 'me@x.org',
    });
  });

  it('leaves out a blank email (signed-in users get replies at their account email)', async () => {
    const fetchMock = stubFetch({ status: 201, body: { data: {} } });

    await submitFeedback({ title: 'Hi', description: 'There', contactEmail: '  ' });

    expect(JSON.parse(fetchCall(fetchMock)[1].body as string)).toEqual({
      title: 'Hi',
      description: 'There',
    });
  });
});

describe('useSubmitFeedback', () => {
  it("surfaces the server's message and does not retry", async () => {
    const fetchMock = stubFetch({ status: 429, body: { error: { message: 'Slow down' } } });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSubmitFeedback(), { wrapper });

    act(() => result.current.mutate({ title: 'Hi', description: 'There' }));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Slow down');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
