import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { ToneName } from '@vg/contract/design-tokens';

const Pill = styled.span<{ $tone: ToneName }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: 2px ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme, $tone }) => theme.tone[$tone].border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => theme.tone[$tone].bg};
  color: ${({ theme, $tone }) => theme.tone[$tone].fg};
  font-size: ${({ theme }) => theme.type.size.xs};
  font-weight: ${({ theme }) => theme.type.weight.bold};
  letter-spacing: 0.02em;
  line-height: 1.5;
  white-space: nowrap;
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: ToneName;
}

/** A short status word ('Draft', 'Featured'): the word carries the meaning, the tone supports it. */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <Pill $tone={tone} {...rest} />;
}
