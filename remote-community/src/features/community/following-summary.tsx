import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadMore } from '@vg/shared';
import { memberPath } from '@vg/contract/rules';
import { useFollowing, type FollowedTarget } from './api/get-following';

const Details = styled.details`
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};

  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.type.weight.medium};
    min-height: 24px;
  }
  summary:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    margin: ${({ theme }) => theme.space(1.5)} 0 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

function Target({ target }: { target: FollowedTarget }) {
  if (target.kind === 'keeper')
    return <Link to={memberPath(target.username)}>@{target.username}</Link>;
  return (
    <Link to={target.publicPath}>
      {target.title} (@{target.ownerUsername})
    </Link>
  );
}

/**
 * Above the Following feed: who and what I follow, each linking to the page where I can stop.
 * Nothing shows until I follow something; the feed's empty state explains how.
 */
export function FollowingSummary() {
  const following = useFollowing();
  const list = following.data;
  if (!list || list.length === 0) return null;
  const more = following.hasNextPage ? '+' : '';
  return (
    <Details>
      <summary>
        You follow {list.length}
        {more} {list.length === 1 && !more ? 'keeper or car' : 'keepers and cars'}
      </summary>
      <ul aria-label="What you follow">
        {list.map((target) => (
          <li key={target.kind === 'keeper' ? `k-${target.username}` : `v-${target.vehicleId}`}>
            <Target target={target} />
          </li>
        ))}
      </ul>
      <LoadMore list={following} />
    </Details>
  );
}
