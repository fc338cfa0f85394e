import { Button, EmptyState, ErrorState, Icon, LoadingState, PageLayout } from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { INITIAL_VEHICLE_FILTERS, useVehicles } from '../../entities/vehicles/api/list-vehicles';
import { ImportHistorySection } from './import-history-section';

interface GarageImportProps {
  onBack: () => void;
  onAdd: () => void;
}

/**
 * /vehicles?import=1: the whole garage's history from one spreadsheet
 * (docs/product.md#importing-history), read by the same import as a car's, its car column naming
 * each row's car. A garage without a car has nowhere for a row to go: it is asked for one first.
 */
export function GarageImport({ onBack, onAdd }: GarageImportProps) {
  const vehicles = useVehicles(INITIAL_VEHICLE_FILTERS);
  const hasCars = (vehicles.data?.pages[0]?.data.length ?? 0) > 0;
  const content = () => {
    if (vehicles.isPending) return <LoadingState />;
    if (vehicles.isError)
      return (
        <ErrorState
          title="Your vehicles could not be loaded"
          message={errorMessage(vehicles.error)}
          onRetry={() => void vehicles.refetch()}
        />
      );
    if (!hasCars)
      return (
        <EmptyState
          icon="car"
          title="Your garage is empty"
          description="Add your cars first: each row of the file goes to the car it names."
          action={
            <Button onClick={onAdd}>
              <Icon name="plus" /> Add vehicle
            </Button>
          }
        />
      );
    return <ImportHistorySection />;
  };
  return (
    <PageLayout
      title="Import your garage's history"
      description="One spreadsheet for all your cars, a column saying which car each row is of."
      actions={
        <Button variant="secondary" onClick={onBack}>
          Back to your garage
        </Button>
      }
    >
      {content()}
    </PageLayout>
  );
}
