import {
  Button,
  Card,
  Cluster,
  EmptyState,
  LoadingState,
  serverMessageOr,
  Stack,
  theme,
} from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import type { HandOver, HandOverContents } from '@vg/contract';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate } from '../../lib/format';
import { useAcceptHandOver } from './api/accept-hand-over';
import { useHandOver } from './api/get-hand-over';

const Muted = styled.p`
  color: ${theme.color.textMuted};
`;

const Failure = styled.p`
  color: ${theme.tone.error.fg};
`;

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * 'its particulars and its history: 3 maintenance records, 12 photos and 2 papers': what there is,
 * none of the nothings.
 */
export function contentsSentence(contents: HandOverContents): string {
  const parts = [
    [contents.maintenance, 'maintenance record', 'maintenance records'],
    [contents.modifications, 'modification', 'modifications'],
    [contents.photos, 'photo', 'photos'],
    [contents.documents, 'paper', 'papers'],
    [contents.keepers, 'keeper on record', 'keepers on record'],
  ] as const;
  const some = parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => counted(count, one, many));
  if (some.length === 0) return 'its particulars; no records yet';
  const listed = some.length === 1 ? some[0] : `${some.slice(0, -1).join(', ')} and ${some.at(-1)}`;
  return `its particulars and its history: ${listed}`;
}

function Offer({ handOver, code }: { handOver: HandOver; code: string }) {
  const accept = useAcceptHandOver();
  const navigate = useNavigate();
  const left = [
    !handOver.includeCosts && 'costs',
    !handOver.includeNotes && 'private notes',
  ].filter(Boolean);
  return (
    <Card>
      <Stack gap={2}>
        <h2>{handOver.vehicleTitle}</h2>
        <p>
          Sold on {formatDate(handOver.soldOn)}. With it come {contentsSentence(handOver.contents)}.
        </p>
        {left.length ? (
          <Muted>The previous keeper keeps the {left.join(' and ')}.</Muted>
        ) : (
          <Muted>The costs and private notes come too.</Muted>
        )}
        {handOver.role === 'seller' ? (
          <Muted>
            This is your offer. Give the code or this page’s address to the new keeper: they accept
            it here, signed in as themselves.
          </Muted>
        ) : (
          <Cluster>
            <Button
              loading={accept.isPending}
              onClick={() =>
                accept.mutate(code, {
                  // Its notification says so (live, as a toast): the car's page is the answer here.
                  onSuccess: ({ vehicleId }) => navigate(`/vehicles/${vehicleId}`),
                })
              }
            >
              Take the car into my garage
            </Button>
          </Cluster>
        )}
        {accept.error ? (
          <Failure role="alert">
            {serverMessageOr(accept.error, errorMessage(accept.error))}
          </Failure>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The buyer's side of a hand-over: what the code offers, and accepting it. */
export function HandOverOffer({ code }: { code: string }) {
  const handOver = useHandOver(code);
  if (handOver.isPending) return <LoadingState text="Reading the hand-over…" />;
  if (handOver.error)
    return (
      <EmptyState
        title="This hand-over cannot be accepted"
        description={serverMessageOr(handOver.error, errorMessage(handOver.error))}
        action={<Link to="/vehicles">Go to your garage</Link>}
      />
    );
  if (handOver.data.state === 'accepted')
    return (
      <EmptyState
        title="Handed over"
        description={`The ${handOver.data.vehicleTitle} changed hands on ${formatDate(handOver.data.soldOn)}.`}
        action={
          handOver.data.role === 'buyer' ? (
            <Link to={`/vehicles/${handOver.data.vehicleId}`}>Open the car</Link>
          ) : (
            <Link to="/vehicles">Go to your garage</Link>
          )
        }
      />
    );
  return <Offer handOver={handOver.data} code={code} />;
}
