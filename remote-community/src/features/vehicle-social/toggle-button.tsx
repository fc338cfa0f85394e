import { Button, Icon, toast } from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import type { UseMutationResult } from '@tanstack/react-query';

export interface ToggleButtonProps {
  /** The same words on or off ('Follow this car'); aria-pressed says which, a tick shows it. */
  label: string;
  on: boolean;
  switchTo: UseMutationResult<unknown, Error, boolean>;
}

/** Follow and Admire: a switch that the server confirms; a refusal says why in a toast. */
export function ToggleButton({ label, on, switchTo }: ToggleButtonProps) {
  return (
    <Button
      variant={on ? 'secondary' : 'primary'}
      size="sm"
      aria-pressed={on}
      loading={switchTo.isPending}
      onClick={() =>
        switchTo.mutate(!on, {
          onError: (error) =>
            toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
        })
      }
    >
      {on && !switchTo.isPending ? <Icon name="check" size={16} /> : null}
      {label}
    </Button>
  );
}
