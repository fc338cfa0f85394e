import {
  ApiError,
  Button,
  Card,
  CheckboxField,
  Cluster,
  DateField,
  Lede,
  Section,
  serverMessageOr,
  Stack,
  theme,
  toast,
} from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import type { StartedHandOver } from '@vg/contract';
import { groupedDossierCode } from '@vg/contract/rules';
import { useState } from 'react';
import styled from 'styled-components';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { formatDate, todayIso } from '../../lib/format';
import { useStartHandOver } from './api/start-hand-over';
import { useWithdrawHandOver } from './api/withdraw-hand-over';

const Code = styled.p`
  font-family: ${theme.type.mono};
  font-size: ${theme.type.size.xl};
  letter-spacing: 0.08em;
`;

const Failure = styled.p`
  color: ${theme.tone.error.fg};
`;

/**
 * "Hand over to the new keeper" (docs/product.md#hand-over): the day of the sale and what goes with
 * the car give a one-time code and link for the buyer, shown this once, valid 14 days, withdrawable.
 */
export function HandOverSection({ vehicle }: { vehicle: Vehicle }) {
  const start = useStartHandOver();
  const withdraw = useWithdrawHandOver();
  const [soldOn, setSoldOn] = useState(todayIso());
  const [includeCosts, setIncludeCosts] = useState(false);
  const [includeNotes, setIncludeNotes] = useState(false);
  const [keepCopy, setKeepCopy] = useState(true);
  const [started, setStarted] = useState<StartedHandOver | null>(null);
  const [failure, setFailure] = useState<{ field: string | null; message: string } | null>(null);
  const link = started ? `${window.location.origin}${started.path}` : '';

  const make = () => {
    setFailure(null);
    start.mutate(
      { vehicleId: vehicle.id, input: { soldOn, includeCosts, includeNotes, keepCopy } },
      {
        onSuccess: setStarted,
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          setFailure({
            field: fields?.soldOn ? 'soldOn' : null,
            message: fields?.soldOn ?? serverMessageOr(error, errorMessage(error)),
          });
        },
      },
    );
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'Copy the link by hand', description: link });
    }
  };

  const takeBack = (code: string) =>
    withdraw.mutate(code, {
      onSuccess: () => {
        setStarted(null);
        toast({ title: 'Hand-over withdrawn', description: 'The code no longer works.' });
      },
      onError: (error) => toast({ title: serverMessageOr(error, errorMessage(error)) }),
    });

  return (
    <Section title="Hand over to the new keeper">
      <Stack gap={2}>
        <Lede>
          Sold the car? Its new keeper takes it into their garage with its history: the particulars,
          every record with its parts, the modifications, photos, papers and provenance. They accept
          with a code you give them; until then the car stays yours.
        </Lede>
        {started ? (
          <Card>
            <Stack gap={1} role="status">
              <strong>Give the new keeper this code or link</strong>
              <Code aria-label="Hand-over code">{groupedDossierCode(started.code)}</Code>
              <p>{link}</p>
              <p>
                It works until {formatDate(started.expiresAt.slice(0, 10))}, once. It is shown only
                now: write it down. Making a new one stops this one.
              </p>
              <Cluster>
                <Button variant="secondary" onClick={() => void copy()}>
                  Copy the link
                </Button>
                <Button
                  variant="ghost"
                  loading={withdraw.isPending}
                  onClick={() => takeBack(started.code)}
                >
                  Withdraw the hand-over
                </Button>
              </Cluster>
            </Stack>
          </Card>
        ) : (
          <Card>
            <Stack gap={2}>
              <DateField
                label="Day of the sale"
                required
                max={todayIso()}
                value={soldOn}
                onChange={(event) => setSoldOn(event.target.value)}
                error={failure?.field === 'soldOn' ? failure.message : undefined}
              />
              <CheckboxField
                label="Hand over the costs"
                hint="What the work, the keeping and the fuel cost, and the valuations. Off unless you tick it."
                checked={includeCosts}
                onChange={(event) => setIncludeCosts(event.target.checked)}
              />
              <CheckboxField
                label="Hand over the private notes"
                hint="The notes on records, keepers, costs and reports. Off unless you tick it."
                checked={includeNotes}
                onChange={(event) => setIncludeNotes(event.target.checked)}
              />
              <CheckboxField
                label="Keep a read-only copy of the history"
                hint="Under Cars I have kept: the history up to the sale, for your records."
                checked={keepCopy}
                onChange={(event) => setKeepCopy(event.target.checked)}
              />
              <Cluster>
                <Button loading={start.isPending} onClick={make}>
                  Make the hand-over code
                </Button>
              </Cluster>
              {failure && !failure.field ? <Failure role="alert">{failure.message}</Failure> : null}
            </Stack>
          </Card>
        )}
      </Stack>
    </Section>
  );
}
