import {
  Button,
  Cluster,
  ConfirmDialog,
  QueryView,
  Stack,
  TextField,
  theme,
  toast,
} from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { formatDate } from '@vg/contract/rules';
import { useState } from 'react';
import styled from 'styled-components';
import { useCalendarFeed, useRenewCalendarFeed } from './calendar-api';

const Muted = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.type.size.sm};
`;

/**
 * The keeper's calendar (docs/product.md#the-keepers-calendar): the private address of their
 * reminders for a calendar app, to copy, and a new one when the old may have gone astray.
 */
export function CalendarSection() {
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Address copied' });
    } catch {
      toast({ title: 'Copy the address by hand', description: url });
    }
  };

  return (
    <Stack gap={2}>
      <p>Subscribe to your reminders in Google, Apple or Outlook calendar</p>
      <QueryView
        query={feed}
        isEmpty={() => false}
        errorTitle="Your calendar address could not be loaded"
      >
        {(data) =>
          data.url ? (
            <Stack gap={1}>
              <TextField
                label="Calendar address"
                hint="Keep it to yourself: anyone with it can read your reminders."
                value={data.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
              <Cluster>
                <Button variant="secondary" onClick={() => void copy(data.url ?? '')}>
                  Copy the address
                </Button>
              </Cluster>
            </Stack>
          ) : (
            <Muted>
              Your calendar address was made on {formatDate(data.createdAt.slice(0, 10))}. It is
              shown only once, when it is made: if you no longer have it, make a new address.
            </Muted>
          )
        }
      </QueryView>
      <Cluster>
        <Button variant="secondary" onClick={() => setConfirming(true)} disabled={feed.isPending}>
          Make a new address
        </Button>
      </Cluster>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Make a new calendar address?"
        body="The address you have now stops working at once: a calendar subscribed to it gets no more reminders until you subscribe it to the new one."
        confirmLabel="Make a new address"
        pending={renew.isPending}
        onConfirm={() =>
          renew.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast({
                title: 'New calendar address made',
                description: 'The old one no longer works.',
              });
            },
            onError: (error) =>
              toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
          })
        }
      />
    </Stack>
  );
}
