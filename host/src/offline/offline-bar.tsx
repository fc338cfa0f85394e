import styled from 'styled-components';
import { useOfflineState, useSession } from '@vg/shared';

const Bar = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.text};
  border-bottom: 1px solid ${({ theme }) => theme.color.hairline};
  font-size: ${({ theme }) => theme.type.size.sm};
  text-align: center;
`;

const asOf = (at: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

/** A quiet line while a member is offline: what they see is their garage as it last was. */
export function OfflineBar() {
  const { status } = useSession();
  const { online, freshAt } = useOfflineState();
  if (online || status !== 'signed-in') return null;
  return (
    <Bar role="status">
      {freshAt
        ? `You're offline — showing your garage as of ${asOf(freshAt)}`
        : "You're offline — changes you make will be sent when you're back online"}
    </Bar>
  );
}
