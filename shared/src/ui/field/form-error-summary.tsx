import styled from 'styled-components';
import { Icon } from '../icon/icon';

const Summary = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.tone.error.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.tone.error.bg};
  color: ${({ theme }) => theme.tone.error.fg};

  svg {
    flex: none;
    margin-top: 0.2em;
  }
`;

export interface FormErrorSummaryProps {
  /** The form-level failure (e.g. the server's message); nothing renders when empty. */
  message?: string | null;
}

/** A failure that belongs to the whole form rather than to one field, shown above its buttons. */
export function FormErrorSummary({ message }: FormErrorSummaryProps) {
  if (!message) return null;
  return (
    <Summary role="alert">
      <Icon name="error" size={20} />
      <p>{message}</p>
    </Summary>
  );
}
