import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.55; }
  to { opacity: 1; }
`;

const Block = styled.span<{ $width: string; $height: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

export interface SkeletonProps {
  /** CSS lengths; a line of text by default. */
  width?: string;
  height?: string;
}

/**
 * A placeholder where content will appear. Decorative: pair it with a LoadingState or an
 * aria-busy container so the wait is announced.
 */
export function Skeleton({ width = '100%', height = '1em' }: SkeletonProps) {
  return <Block aria-hidden="true" $width={width} $height={height} />;
}
