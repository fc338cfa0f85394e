import styled from 'styled-components';
import { Spinner } from './spinner';

const Status = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface LoadingStateProps {
  /** What is happening; the product's page-loading text by default (docs/product.md#session). */
  text?: string;
}

/** A spinner with words, announced politely: 'Loading...' unless told otherwise. */
export function LoadingState({ text = 'Loading...' }: LoadingStateProps) {
  return (
    <Status role="status" aria-live="polite">
      <Spinner />
      <span>{text}</span>
    </Status>
  );
}
