import { SearchGarageLink } from '../../lib/search-garage-link';
import {
  ButtonLink,
  Card,
  DataTable,
  EmptyState,
  ErrorState,
  Grid,
  Icon,
  LoadingState,
  PageLayout,
  Section,
  Stack,
  theme,
  useSession,
} from '@vg/shared';
import { dashboardGreeting } from '@vg/contract/rules';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, formatMoney } from '../../lib/format';
import { errorMessage } from '@vg/shared/forms';
import { ReminderStateBadge } from '../../features/reminders/reminder-state-badge';
import { describeDue } from '../../features/reminders/reminder-due';
import { CARDS_ON_FIRST_SCREEN, VehicleCard } from '../../features/vehicles/vehicle-card';
import { useDashboard, type Dashboard } from '../../entities/dashboard/api/get-dashboard';
import { WaitingChangesPanel } from '../../features/waiting-changes/waiting-changes-panel';
import { GarageSpendingSection } from '../../features/costs/garage-spending-section';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${theme.space(4)};

  ${theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
`;

const Muted = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.type.size.sm};
  ${theme.type.tabularNums}
`;

const FirstRunSteps = styled.ol`
  padding-left: ${theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  text-align: left;
`;

/** /dashboard (and / when signed in): the garage at a glance. */
export function DashboardPage() {
  const dashboard = useDashboard();
  const { user } = useSession();

  if (dashboard.isPending) {
    return (
      <PageLayout title="Dashboard">
        <LoadingState />
      </PageLayout>
    );
  }
  if (dashboard.isError) {
    return (
      <PageLayout title="Dashboard">
        <ErrorState
          title="Your garage could not be loaded"
          message={errorMessage(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
          action={<ButtonLink to="/vehicles">Go to your vehicles</ButtonLink>}
        />
      </PageLayout>
    );
  }
  // Nobody is 'back' on their first visit (@vg/contract/rules, as the rendered page says).
  const greeting = user
    ? dashboardGreeting(user.displayName ?? user.username, {
        vehicleCount: dashboard.data.vehicleCount,
        memberSince: user.createdAt,
      })
    : undefined;
  if (dashboard.data.vehicleCount === 0) return <FirstRun greeting={greeting} />;
  return (
    <PageLayout
      title="Dashboard"
      description={greeting}
      actions={
        <>
          <SearchGarageLink />
          <ButtonLink to="/vehicles?add=1" variant="primary">
            <Icon name="plus" /> Add vehicle
          </ButtonLink>
        </>
      }
    >
      <Stack gap={3}>
        <WaitingChangesPanel />
        <GarageOverview data={dashboard.data} />
      </Stack>
    </PageLayout>
  );
}

function FirstRun({ greeting }: { greeting: string | undefined }) {
  return (
    <PageLayout title="Dashboard" description={greeting}>
      <EmptyState
        icon="car"
        title="Start your garage"
        description={
          <FirstRunSteps>
            <li>
              Add your first vehicle: make and model are enough, the chassis number or VIN when you
              have it.
            </li>
            <li>Log its last service and set a reminder for the next one.</li>
            <li>Add photos and its ownership history, then share it with your club.</li>
          </FirstRunSteps>
        }
        action={
          <ButtonLink to="/vehicles?add=1" variant="primary">
            Add your first vehicle
          </ButtonLink>
        }
      />
    </PageLayout>
  );
}

function GarageOverview({ data }: { data: Dashboard }) {
  return (
    <>
      <Section
        title="Your vehicles"
        actions={
          data.vehicleCount > data.vehicles.length ? (
            <Link to="/vehicles">All {data.vehicleCount} vehicles</Link>
          ) : null
        }
      >
        <Grid minColumnWidth="240px" role="list" aria-label="Your vehicles">
          {data.vehicles.map((vehicle, index) => (
            <div role="listitem" key={vehicle.id}>
              <VehicleCard vehicle={vehicle} priority={index < CARDS_ON_FIRST_SCREEN} />
            </div>
          ))}
        </Grid>
      </Section>
      <Columns>
        <Stack gap={4}>
          <Section title="Due and overdue">
            {data.reminders.length === 0 ? (
              <p>Nothing is due. Set reminders from a vehicle’s Maintenance tab.</p>
            ) : (
              <List>
                {data.reminders.map((reminder) => (
                  <li key={reminder.id}>
                    <Card>
                      <Stack gap={0.5}>
                        <span>
                          <ReminderStateBadge state={reminder.state} />{' '}
                          <Link to={`/vehicles/${reminder.vehicleId}?tab=maintenance`}>
                            {reminder.title}
                          </Link>
                        </span>
                        <Muted>
                          {reminder.vehicleTitle} · {describeDue(reminder)}
                        </Muted>
                      </Stack>
                    </Card>
                  </li>
                ))}
              </List>
            )}
          </Section>
          <Section title="Latest records">
            {data.latestRecords.length === 0 ? (
              <p>No records yet. Log maintenance or a modification from a vehicle’s page.</p>
            ) : (
              <List>
                {data.latestRecords.map((record) => (
                  <li key={record.id}>
                    <Link
                      to={`/vehicles/${record.vehicleId}?tab=${record.kind === 'maintenance' ? 'maintenance' : 'modifications'}`}
                    >
                      {record.title}
                    </Link>{' '}
                    <Muted>
                      {record.vehicleTitle} ·{' '}
                      {record.kind === 'maintenance' ? 'Maintenance' : 'Modification'}
                      {record.date ? ` · ${formatDate(record.date)}` : ''}
                    </Muted>
                  </li>
                ))}
              </List>
            )}
          </Section>
        </Stack>
        <Section title={`Spending in ${data.spending.year}`}>
          {data.spending.perVehicle.length === 0 ? (
            <p>No costs recorded this year.</p>
          ) : (
            <DataTable
              caption={`Spending in ${data.spending.year} per vehicle`}
              columns={[
                {
                  key: 'vehicle',
                  header: 'Vehicle',
                  cell: (row) => <Link to={`/vehicles/${row.vehicleId}`}>{row.vehicleTitle}</Link>,
                },
                {
                  key: 'total',
                  header: 'Spent',
                  cell: (row) => formatMoney(row.total, row.currency),
                  align: 'right',
                },
              ]}
              rows={data.spending.perVehicle}
              getRowKey={(row) => `${row.vehicleId}-${row.currency ?? ''}`}
            />
          )}
        </Section>
      </Columns>
      <GarageSpendingSection />
    </>
  );
}
