import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { changesWaitingText, useOfflineState } from '@vg/shared';

const Counter = styled(Link)`
  color: inherit;
  font-size: ${({ theme }) => theme.type.size.sm};
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1)};
  border: 1px solid currentColor;
  border-radius: 999px;
  white-space: nowrap;
  text-decoration: none;
  font-variant-numeric: tabular-nums;
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

/** On a phone the bar has room for "2 waiting": the count and the word that matters. */
const Unit = styled.span`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

/** "3 changes waiting" in the top bar: the same state the garage shows (docs/adr/0015). */
export function ChangesWaitingLink() {
  const { changes } = useOfflineState();
  if (changes.length === 0) return null;
  const count = changes.length;
  return (
    <Counter
      to="/dashboard#changes-waiting"
      data-testid="changes-waiting-top"
      aria-label={changesWaitingText(count)}
    >
      {count}
      <Unit> {count === 1 ? 'change' : 'changes'}</Unit> waiting
    </Counter>
  );
}
