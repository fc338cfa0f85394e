import styled from 'styled-components';
import { formatDate, formatDateTime } from '@vg/contract/rules';

const When = styled.time`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
  ${({ theme }) => theme.type.tabularNums}
`;

/**
 * A date in the reader's locale ('21 Nov 2026'), or with the time for conversations: the same rule
 * the API's rendered car page writes a comment's time with (docs/product.md#dates).
 */
export function Moment({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  if (Number.isNaN(new Date(iso).getTime())) return null;
  return <When dateTime={iso}>{(withTime ? formatDateTime : formatDate)(iso)}</When>;
}
