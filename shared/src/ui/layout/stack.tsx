import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

type Alignment = 'stretch' | 'start' | 'center' | 'end';

const flexAlignment: Record<Alignment, string> = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
};

const StackBox = styled.div<{ $gap: number; $direction: 'column' | 'row'; $align: Alignment }>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  align-items: ${({ $align }) => flexAlignment[$align]};
  gap: ${({ theme, $gap }) => theme.space($gap)};
  min-width: 0;
`;

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** Gap in 8px grid steps (default 2 = 16px). */
  gap?: number;
  direction?: 'column' | 'row';
  align?: Alignment;
}

/** Children one after another with even spacing (vertical by default). */
export function Stack({ gap = 2, direction = 'column', align = 'stretch', ...rest }: StackProps) {
  return <StackBox $gap={gap} $direction={direction} $align={align} {...rest} />;
}
