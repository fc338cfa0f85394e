import { useState } from 'react';
import {
  Button,
  Card,
  Cluster,
  EmptyState,
  LoadMore,
  QueryView,
  SearchForm,
  Stack,
} from '@vg/shared';
import { Thumbnail } from '../../lib/thumbnail';
import { vehicleName } from '@vg/contract/rules';
import { useMemberVehicles } from './api/get-member-vehicles';

function MemberVehicles({
  username,
  onChoose,
}: {
  username: string;
  onChoose: (vehicleId: string) => void;
}) {
  const vehicles = useMemberVehicles(username);
  return (
    <QueryView
      query={vehicles}
      errorTitle={`Could not load the vehicles of @${username}`}
      empty={
        <EmptyState
          icon="car"
          title={`@${username} has no public vehicle`}
          description="Only public vehicles can be featured. Try another member."
        />
      }
    >
      {(list) => (
        <Stack gap={1.5} role="list" aria-label={`Public vehicles of @${username}`}>
          {list.map((vehicle) => (
            <Card key={vehicle.id} role="listitem">
              <Cluster justify="between" gap={2}>
                <Cluster gap={2}>
                  <Thumbnail url={vehicle.coverPhotoUrl} alt={vehicleName(vehicle)} size={72} />
                  <span>{vehicleName(vehicle)}</span>
                </Cluster>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onChoose(vehicle.id)}
                  aria-label={`Choose ${vehicleName(vehicle)}`}
                >
                  Choose
                </Button>
              </Cluster>
            </Card>
          ))}
          <LoadMore list={vehicles} />
        </Stack>
      )}
    </QueryView>
  );
}

/** Finds a member's public vehicles so a curator can pick one without copying ids around. */
export function MemberVehicleSearch({ onChoose }: { onChoose: (vehicleId: string) => void }) {
  const [username, setUsername] = useState('');
  return (
    <Stack gap={2}>
      <SearchForm
        label="Member's username"
        hint="Lists their public vehicles."
        submitLabel="Find vehicles"
        submitVariant="secondary"
        onSearch={(text) => setUsername(text.replace(/^@/, ''))}
      />
      {username ? <MemberVehicles username={username} onChoose={onChoose} /> : null}
    </Stack>
  );
}
