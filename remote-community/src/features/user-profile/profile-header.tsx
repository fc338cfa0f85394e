import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Cluster, Icon, Stack } from '@vg/shared';
import { formatMonthYear } from '@vg/contract/rules';
import { portraitFrame } from '../../lib/image-frame';
import type { PublicProfile } from './api/get-user-profile';

const Avatar = styled.div`
  flex: none;
  ${portraitFrame(96)}
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Bio = styled.p`
  max-width: ${({ theme }) => theme.layout.readableMaxWidth};
  white-space: pre-line;
`;

/** 'March 2024' in the reader's locale; an unreadable date is left out rather than shown wrong. */
function formatMemberSince(isoDate: string): string | null {
  return Number.isNaN(new Date(isoDate).getTime()) ? null : formatMonthYear(isoDate);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Who the member is: picture, handle, where they are, since when, and what they wrote about themselves. */
export function ProfileHeader({
  profile,
  actions,
}: {
  profile: PublicProfile;
  actions?: ReactNode;
}) {
  const memberSince = formatMemberSince(profile.memberSince);
  const { followerCount, followingCount } = profile.community;
  return (
    <Card>
      <Stack gap={2}>
        <Cluster gap={3}>
          <Avatar>
            {profile.avatarUrl ? (
              // The name is right beside it, so the picture adds nothing for a screen reader.
              <img src={profile.avatarUrl} alt="" />
            ) : (
              <Icon name="user" size={48} />
            )}
          </Avatar>
          <Stack gap={1}>
            <Muted>@{profile.username}</Muted>
            {profile.location ? <Muted>{profile.location}</Muted> : null}
            {memberSince ? <Muted>Member since {memberSince}</Muted> : null}
            <Muted>
              {plural(followerCount, 'follower', 'followers')} · follows {followingCount}
            </Muted>
          </Stack>
        </Cluster>
        {actions}
        {profile.bio ? <Bio>{profile.bio}</Bio> : null}
      </Stack>
    </Card>
  );
}
