import styled from 'styled-components';

const Figure = styled.span`
  position: absolute;
  min-width: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font-size: ${({ theme }) => theme.type.size.xs};
  font-weight: ${({ theme }) => theme.type.weight.bold};
  line-height: 18px;
  text-align: center;
  ${({ theme }) => theme.type.tabularNums};
`;

/**
 * The unread figure on the bell and on the Activity tab. Only seen: the link's own name says the
 * count. Each place positions it (`styled(UnreadBadge)`).
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  return (
    <Figure aria-hidden="true" className={className}>
      {count > 99 ? '99+' : count}
    </Figure>
  );
}
