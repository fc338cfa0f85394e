import { act, renderHook } from '@testing-library/react';
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  dismissToast,
  toast,
  useToast,
} from '../../src/toast';

// The store is module state shared by the whole page (as in production), so each test starts
// by letting every earlier toast run its full dismissal.
beforeEach(() => {
  jest.useFakeTimers();
  act(() => {
    dismissToast();
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
  });
});
afterEach(() => jest.useRealTimers());

function renderToasts() {
  return renderHook(() => useToast());
}

describe('toasts (docs/product.md#toasts-and-banners)', () => {
  it('uses the constants of the spec', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_HOTKEY).toEqual(['F8']);
  });

  it('shows a toast, open, lasting 5000 ms unless told otherwise', () => {
    const { result } = renderToasts();

    act(() => {
      toast({ title: 'Saved', description: 'Your vehicle was saved.', variant: 'success' });
    });

    expect(result.current.toasts).toEqual([
      expect.objectContaining({
        title: 'Saved',
        description: 'Your vehicle was saved.',
        variant: 'success',
        duration: 5000,
        open: true,
      }),
    ]);
  });

  it('keeps a duration it is given', () => {
    const { result } = renderToasts();
    act(() => {
      toast({ title: 'Account Suspended', variant: 'destructive', duration: 10_000 });
    });
    expect(result.current.toasts[0]?.duration).toBe(10_000);
  });

  it('shows at most one toast: a new one replaces the previous', () => {
    const { result } = renderToasts();

    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });

    expect(result.current.toasts.map((item) => item.title)).toEqual(['Second']);
  });

  it('a dismissed toast closes at once and is removed after 1,000,000 ms', () => {
    const { result } = renderToasts();
    act(() => {
      toast({ title: 'Saved' }).dismiss();
    });

    expect(result.current.toasts).toEqual([expect.objectContaining({ open: false })]);
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  it('closing through onOpenChange (timeout, swipe, close button) dismisses it', () => {
    const { result } = renderToasts();
    act(() => {
      toast({ title: 'Saved' });
    });

    act(() => result.current.toasts[0]?.onOpenChange(false));

    expect(result.current.toasts[0]?.open).toBe(false);
  });

  it('dismiss() without an id closes every toast', () => {
    const { result } = renderToasts();
    act(() => {
      toast({ title: 'Saved' });
    });

    act(() => result.current.dismiss());

    expect(result.current.toasts[0]?.open).toBe(false);
  });

  it('update() changes a toast in place', () => {
    const { result } = renderToasts();
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Uploading...' });
    });

    act(() => handle?.update({ title: 'Uploaded', variant: 'success' }));

    expect(result.current.toasts).toEqual([
      expect.objectContaining({ id: handle?.id, title: 'Uploaded', variant: 'success' }),
    ]);
  });

  it('carries an action with a label and a link', () => {
    const { result } = renderToasts();
    act(() => {
      toast({ title: 'Account Suspended', action: { label: 'Contact Us', href: '/#contact' } });
    });
    expect(result.current.toasts[0]?.action).toEqual({ label: 'Contact Us', href: '/#contact' });
  });
});
