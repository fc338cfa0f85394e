import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

const GridBox = styled.div<{ $minColumnWidth: string; $gap: number }>`
  display: grid;
  /* min() keeps one column from overflowing a phone narrower than the minimum. */
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(${({ $minColumnWidth }) => $minColumnWidth}, 100%), 1fr)
  );
  gap: ${({ theme, $gap }) => theme.space($gap)};
`;

export interface GridProps extends HTMLAttributes<HTMLDivElement> {
  /** Columns never get narrower than this (CSS length, default '280px'). */
  minColumnWidth?: string;
  /** Gap in 8px grid steps (default 3 = 24px). */
  gap?: number;
}

/** As many equal columns as fit; one column on a phone. */
export function Grid({ minColumnWidth = '280px', gap = 3, ...rest }: GridProps) {
  return <GridBox $minColumnWidth={minColumnWidth} $gap={gap} {...rest} />;
}
