import styled from 'styled-components';

const When = styled.time`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
  ${({ theme }) => theme.type.tabularNums}
`;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A date in the reader's locale ('21 Nov 2026'), or with the time for conversations. */
export function Moment({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return <When dateTime={iso}>{(withTime ? dateTimeFormat : dateFormat).format(date)}</When>;
}
