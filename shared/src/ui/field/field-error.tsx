import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icon/icon';

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(0.5)};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.type.size.sm};
  font-weight: ${({ theme }) => theme.type.weight.medium};

  svg {
    flex: none;
    margin-top: 0.15em;
  }
`;

export interface FieldErrorProps {
  id?: string;
  children: ReactNode;
}

/** The words that say what is wrong with one field; announced when they appear. */
export function FieldError({ id, children }: FieldErrorProps) {
  return (
    <ErrorText id={id} role="alert">
      <Icon name="error" size={16} />
      <span>{children}</span>
    </ErrorText>
  );
}
