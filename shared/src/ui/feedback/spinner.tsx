import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const turn = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${turn} 0.8s linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    /* A still ring reads as "busy" without spinning. */
    animation: none;
    border-right-color: currentColor;
    opacity: 0.6;
  }
`;

export interface SpinnerProps {
  /**
   * Makes the spinner a status announced to screen readers with these words. Omit it when
   * visible text beside the spinner already says what is happening (LoadingState, a button).
   */
  label?: string;
  size?: 'sm' | 'md';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const ring = (
    <Ring aria-hidden="true" $size={size === 'sm' ? '1em' : '1.5rem'} data-testid="spinner" />
  );
  if (!label) return ring;
  return (
    <span role="status">
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
