import styled from 'styled-components';
import { Button, Icon, toast } from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import type { UseMutationResult } from '@tanstack/react-query';

const Done = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.type.weight.medium};
`;

const Pair = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

export interface ToggleButtonProps {
  /** What the button does when off ('Follow this car'). */
  label: string;
  /** What is true once on ('Following this car'). */
  onLabel: string;
  /** The way back once on ('Unfollow this car'). */
  undoLabel: string;
  on: boolean;
  switchTo: UseMutationResult<unknown, Error, boolean>;
}

/**
 * Follow and Admire: a button that does it, then says what is now true beside a button that undoes
 * it (docs/product.md#community). The server confirms; a refusal says why in a toast.
 */
export function ToggleButton({ label, onLabel, undoLabel, on, switchTo }: ToggleButtonProps) {
  const flip = () =>
    switchTo.mutate(!on, {
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
    });
  if (!on) {
    return (
      <Button variant="primary" size="sm" loading={switchTo.isPending} onClick={flip}>
        {label}
      </Button>
    );
  }
  return (
    <Pair>
      <Done>
        <Icon name="check" size={16} />
        {onLabel}
      </Done>
      <Button variant="ghost" size="sm" loading={switchTo.isPending} onClick={flip}>
        {undoLabel}
      </Button>
    </Pair>
  );
}
