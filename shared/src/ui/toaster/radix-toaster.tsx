import * as RadixToast from '@radix-ui/react-toast';
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  useToast,
  type ToastAction,
  type ToastVariant,
} from '../../toast';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import type { ToneName } from '@vg/contract/design-tokens';
import {
  ToastActionAnchor,
  ToastActionArea,
  ToastActionButton,
  ToastCloseButton,
  ToastDescription,
  ToastRoot,
  ToastTitle,
  Viewport,
} from './toast-styles';

const variantLook: Record<ToastVariant, { tone: ToneName; icon: IconName }> = {
  default: { tone: 'neutral', icon: 'bell' },
  success: { tone: 'success', icon: 'check' },
  destructive: { tone: 'error', icon: 'error' },
};

function ToastActionControl({ action }: { action: ToastAction }) {
  const look = { $variant: 'secondary', $size: 'sm' } as const;
  return (
    <ToastActionArea>
      {/* Radix closes the toast when its action is used; altText is what a screen reader hears. */}
      <RadixToast.Action altText={action.label} asChild>
        {action.href ? (
          <ToastActionAnchor href={action.href} onClick={action.onClick} {...look}>
            {action.label}
          </ToastActionAnchor>
        ) : (
          <ToastActionButton type="button" onClick={action.onClick} {...look}>
            {action.label}
          </ToastActionButton>
        )}
      </RadixToast.Action>
    </ToastActionArea>
  );
}

/**
 * The visual layer of the toast store (Radix), loaded with the first toast. At most one toast
 * shows (the store enforces it); swipe right past 50 px dismisses; F8 moves focus to the toasts.
 */
export default function RadixToaster() {
  const { toasts } = useToast();
  return (
    <RadixToast.Provider
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      duration={TOAST_DEFAULT_DURATION_MS}
      label="Notification"
    >
      {toasts.map((item) => {
        const look = variantLook[item.variant ?? 'default'];
        return (
          <ToastRoot
            key={item.id}
            open={item.open}
            onOpenChange={item.onOpenChange}
            duration={item.duration}
            // Failures interrupt the screen reader; other news waits politely.
            type={item.variant === 'destructive' ? 'foreground' : 'background'}
            $tone={look.tone}
          >
            <Icon name={look.icon} />
            <ToastTitle>{item.title}</ToastTitle>
            {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
            {item.action ? <ToastActionControl action={item.action} /> : null}
            <ToastCloseButton aria-label="Close">
              <Icon name="close" size={16} />
            </ToastCloseButton>
          </ToastRoot>
        );
      })}
      <Viewport hotkey={TOAST_HOTKEY} label="Notifications ({hotkey})" />
    </RadixToast.Provider>
  );
}
