import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Icon } from '@vg/shared';
import type { FeedMember, FeedPhoto } from '@vg/contract';
import { memberPath } from '@vg/contract/rules';
import { portraitFrame } from '../image-frame';
import { Moment } from '../moment/moment';
import { VehiclePhoto } from '../vehicle-gallery/vehicle-photo';

const Row = styled.div`
  display: grid;
  grid-template-columns: 120px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 72px 1fr;
  }
`;

const Portrait = styled.div`
  justify-self: center;
  ${portraitFrame(64)}
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.type.weight.medium};
  }
  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

/** A second line under the sentence: a record's category, a showcase note, a comment's words. */
export const Detail = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
`;

export function MemberLink({ member }: { member: Pick<FeedMember, 'username'> }) {
  return <Link to={memberPath(member.username)}>@{member.username}</Link>;
}

/** A member's round portrait, or a quiet placeholder; their name is always beside it. */
export function MemberPortrait({ member }: { member: Pick<FeedMember, 'avatarUrl'> }) {
  return (
    <Portrait>
      {member.avatarUrl ? <img src={member.avatarUrl} alt="" /> : <Icon name="user" size={32} />}
    </Portrait>
  );
}

/** A line's picture of an approved photo: its caption, else what it shows, is its text. */
export function FeedPhotoThumb({
  photo,
  vehicleName,
}: {
  photo: Pick<FeedPhoto, 'thumbUrl' | 'caption'>;
  vehicleName: string;
}) {
  return <VehiclePhoto url={photo.thumbUrl} alt={photo.caption || `Photo of the ${vehicleName}`} />;
}

export interface FeedLineProps {
  picture: ReactNode;
  /** The sentence: who did what to which car, with links to each. */
  children: ReactNode;
  /** Under the sentence, in a quieter voice. */
  detail?: ReactNode;
  at: string;
}

/** One line of a feed (the community's, my activity): a picture, a sentence, when. */
export function FeedLine({ picture, children, detail, at }: FeedLineProps) {
  return (
    <Card as="article">
      <Row>
        {picture}
        <Text>
          <p>{children}</p>
          {detail}
          <Moment iso={at} />
        </Text>
      </Row>
    </Card>
  );
}
