import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Card, Cluster, Stack, type ToneName } from '@vg/shared';
import { formatDate } from '../../lib/format-date';
import { toastFailure } from '../../lib/toast-failure';
import { carPhrase, memberPath } from '@vg/contract/rules';
import {
  MODERATION_STATUS_LABELS,
  type ModerationPhoto,
  type ModerationStatus,
} from './api/moderation-photo';
import { useApprovePhoto } from './api/use-moderation';

const Photo = styled.a`
  display: block;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.type.size.md};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
`;

const STATUS_TONES: Record<ModerationStatus, ToneName> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

export interface PhotoCardProps {
  photo: ModerationPhoto;
  onReject: (photo: ModerationPhoto) => void;
}

/** A photo to judge: the thumbnail (opens full size), whose car it is, and the decision buttons. */
export function PhotoCard({ photo, onReject }: PhotoCardProps) {
  const approve = useApprovePhoto();
  const name = photo.vehicleTitle;
  const alt = photo.caption || name;
  return (
    <Card as="article" aria-label={`Photo of ${carPhrase(name)}`}>
      <Stack gap={1.5}>
        <Photo href={photo.displayUrl} target="_blank" rel="noreferrer">
          <img src={photo.thumbUrl} alt={alt} loading="lazy" />
        </Photo>
        <Cluster justify="between">
          <Name>{name}</Name>
          <Badge tone={STATUS_TONES[photo.moderationStatus]}>
            {MODERATION_STATUS_LABELS[photo.moderationStatus]}
          </Badge>
        </Cluster>
        {photo.caption ? <p>{photo.caption}</p> : null}
        <Meta>
          By <Link to={memberPath(photo.ownerUsername)}>@{photo.ownerUsername}</Link> ·{' '}
          {formatDate(photo.createdAt)}
        </Meta>
        {photo.moderationStatus === 'rejected' && photo.rejectionReason ? (
          <Meta>Reason: {photo.rejectionReason}</Meta>
        ) : null}
        <Cluster>
          {photo.moderationStatus !== 'approved' ? (
            <Button
              size="sm"
              loading={approve.isPending}
              onClick={() => approve.mutate({ id: photo.id }, { onError: toastFailure })}
            >
              Approve
            </Button>
          ) : null}
          {photo.moderationStatus !== 'rejected' ? (
            <Button size="sm" variant="danger" onClick={() => onReject(photo)}>
              Reject
            </Button>
          ) : null}
        </Cluster>
      </Stack>
    </Card>
  );
}
