import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Cluster } from '@vg/shared';
import { memberPath } from '@vg/contract/rules';
import { formatDate } from '../../lib/format-date';
import type { ReportedMember } from './api/reports-api';

const History = styled.div`
  padding: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
  font-size: ${({ theme }) => theme.type.size.sm};
  ${({ theme }) => theme.type.tabularNums}

  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.type.weight.bold};
  }
  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Who was reported, and their record: a pattern tells more than one message. */
export function ReportedMemberHistory({ member }: { member: ReportedMember | null }) {
  if (!member) return <History>The reported member has deleted their account.</History>;
  return (
    <History aria-label={`History of @${member.username}`} role="group">
      <Cluster gap={1}>
        <Link to={memberPath(member.username)}>@{member.username}</Link>
        <span>member since {formatDate(member.memberSince)}</span>
        <span>· {plural(member.reportCount, 'report', 'reports')} about them</span>
        <span>· {plural(member.hiddenCommentCount, 'hidden comment', 'hidden comments')}</span>
        {member.suspended ? <Badge tone="error">Suspended</Badge> : null}
      </Cluster>
      {member.suspended && member.suspensionMessage ? <p>“{member.suspensionMessage}”</p> : null}
    </History>
  );
}
