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
  /** Read by screen readers; omit when visible text nearby already says what is happening. */
  label?: string;
  size?: 'sm' | 'md';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <>
      <Ring aria-hidden="true" $size={size === 'sm' ? '1em' : '1.5rem'} data-testid="spinner" />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </>
  );
}
