import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Card, Cluster, MetaText, Stack } from '@vg/shared';
import { memberPath } from '@vg/contract/rules';
import { formatDate } from '../../lib/format-date';
import {
  useDismissReport,
  useSetCommentHidden,
  type AdminReport,
  type ReportedMember,
} from './api/reports-api';
import { REASON_LABELS, REASON_TONES, STATUS_LABELS } from './report-labels';
import { ReportedMemberHistory } from './reported-member';

const Title = styled.h3`
  font-size: ${({ theme }) => theme.type.size.lg};
`;

// The comment exactly as written, as text: a moderator reads the raw words, nothing is rendered.
const Quoted = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border-left: 3px solid ${({ theme }) => theme.color.hairlineStrong};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-width: ${({ theme }) => theme.layout.readableMaxWidth};
`;

const Note = styled.p`
  font-style: italic;
  overflow-wrap: anywhere;
`;

export interface ReportCardProps {
  report: AdminReport;
  /** Opens the suspension dialog for the reported member (the page owns it). */
  onSuspend: (member: Pick<ReportedMember, 'id' | 'username'>) => void;
}

/** One report: what was reported and why, by whom, the reported member's record, and the moves. */
export function ReportCard({ report, onSuspend }: ReportCardProps) {
  const dismiss = useDismissReport();
  const setHidden = useSetCommentHidden();
  const { comment, vehicle, reportedMember: member } = report;
  const what = report.target === 'comment' ? 'comment' : 'car';
  const about = member ? ` by @${member.username}` : '';
  const open = report.status === 'open';
  // A moderator's own entry for a hiding nobody reported (docs/product.md#moderation): kept here to
  // be restored, told apart from a member's report.
  const label = report.byModerator
    ? `Comment${about} hidden by a moderator`
    : `Report of a ${what}${about}`;

  return (
    <Card as="article" aria-label={label}>
      <Stack gap={1.5}>
        <Cluster justify="between">
          <Title>
            {report.target === 'comment' ? 'Comment' : 'Car'}
            {about}
          </Title>
          <Cluster gap={0.5}>
            {report.byModerator ? null : (
              <Badge tone={REASON_TONES[report.reason]}>{REASON_LABELS[report.reason]}</Badge>
            )}
            {open ? null : <Badge>{STATUS_LABELS[report.status]}</Badge>}
          </Cluster>
        </Cluster>
        {report.byModerator ? (
          <MetaText>
            Hidden by {report.reporter ? `@${report.reporter.username}` : 'a moderator'} on{' '}
            {formatDate(report.createdAt)}; nobody had reported it
          </MetaText>
        ) : (
          <MetaText>
            Reported{' '}
            {report.reporter ? (
              <>
                by{' '}
                <Link to={memberPath(report.reporter.username)}>@{report.reporter.username}</Link>
              </>
            ) : (
              'by a member who has since left'
            )}{' '}
            on {formatDate(report.createdAt)}
            {report.otherOpenReports > 0
              ? ` · ${report.otherOpenReports} other open report${report.otherOpenReports === 1 ? '' : 's'} about it`
              : ''}
            {report.resolvedAt ? ` · resolved on ${formatDate(report.resolvedAt)}` : ''}
          </MetaText>
        )}
        {report.note ? <Note>Reporter’s note: “{report.note}”</Note> : null}
        {comment ? (
          <Stack gap={1}>
            <Cluster gap={0.5}>
              {comment.hidden ? <Badge tone="warning">Hidden</Badge> : null}
              {comment.deleted ? <Badge>Deleted by its author</Badge> : null}
            </Cluster>
            <Quoted>
              {comment.body ?? 'The text is gone (deleted with its author’s account).'}
            </Quoted>
          </Stack>
        ) : null}
        {vehicle ? (
          <MetaText>
            {comment ? 'On ' : ''}
            <Link to={vehicle.publicPath}>{vehicle.title}</Link>
            {vehicle.visibility === 'public' ? '' : ` (now ${vehicle.visibility})`}
          </MetaText>
        ) : null}
        <ReportedMemberHistory member={member} />
        {open || comment ? (
          <Cluster gap={1}>
            {comment && !comment.deleted ? (
              <Button
                size="sm"
                variant={comment.hidden ? 'secondary' : 'danger'}
                loading={setHidden.isPending}
                onClick={() => setHidden.mutate({ commentId: comment.id, hidden: !comment.hidden })}
              >
                {comment.hidden ? 'Restore comment' : 'Hide comment'}
              </Button>
            ) : null}
            {open ? (
              <Button
                size="sm"
                variant="secondary"
                loading={dismiss.isPending}
                onClick={() => dismiss.mutate(report.id)}
              >
                Dismiss report
              </Button>
            ) : null}
            {member && !member.suspended ? (
              <Button
                size="sm"
                variant="danger"
                onClick={() => onSuspend(member)}
                aria-label={`Suspend @${member.username}`}
              >
                Suspend @{member.username}
              </Button>
            ) : null}
          </Cluster>
        ) : null}
      </Stack>
    </Card>
  );
}
