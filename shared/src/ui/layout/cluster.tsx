import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

const ClusterBox = styled.div<{ $gap: number; $justify: 'start' | 'end' | 'between' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $justify }) =>
    $justify === 'between' ? 'space-between' : $justify === 'end' ? 'flex-end' : 'flex-start'};
  gap: ${({ theme, $gap }) => theme.space($gap)};
`;

export interface ClusterProps extends HTMLAttributes<HTMLDivElement> {
  /** Gap in 8px grid steps (default 1 = 8px). */
  gap?: number;
  justify?: 'start' | 'end' | 'between';
}

/** A row of small things (buttons, badges) that wraps onto new lines when space runs out. */
export function Cluster({ gap = 1, justify = 'start', ...rest }: ClusterProps) {
  return <ClusterBox $gap={gap} $justify={justify} {...rest} />;
}
