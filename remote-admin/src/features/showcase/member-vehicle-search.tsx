import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  Cluster,
  EmptyState,
  LoadMore,
  QueryView,
  Stack,
  TextField,
} from '@vg/shared';
import { Thumbnail } from '../../lib/thumbnail';
import { vehicleName } from '../../lib/vehicle-summary';
import { useMemberVehicles } from './api/get-member-vehicles';

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};

  & > :first-child {
    flex: 1 1 240px;
  }
`;

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
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    setUsername(typed.trim().replace(/^@/, ''));
  };
  return (
    <Stack gap={2}>
      <SearchForm role="search" onSubmit={search}>
        <TextField
          label="Member's username"
          hint="Lists their public vehicles."
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Cluster>
          <Button type="submit" variant="secondary">
            Find vehicles
          </Button>
        </Cluster>
      </SearchForm>
      {username ? <MemberVehicles username={username} onChoose={onChoose} /> : null}
    </Stack>
  );
}
