import { useVehicleRecords } from './api/list-records';
import { MAINTENANCE_KIND, MODIFICATION_KIND } from './api/record-kinds';

/** 'maintenance:<id>' or 'modification:<id>': one select for either kind of record. */
export const recordChoiceOf = (item: {
  maintenanceRecordId: string | null;
  modificationId: string | null;
}) =>
  item.maintenanceRecordId
    ? `maintenance:${item.maintenanceRecordId}`
    : item.modificationId
      ? `modification:${item.modificationId}`
      : '';

/** A choice back to the two links it stands for (none chosen: neither). */
export function recordLinks(choice: string) {
  const [kind, id] = choice.split(':');
  return {
    maintenanceRecordId: kind === 'maintenance' ? (id ?? null) : null,
    modificationId: kind === 'modification' ? (id ?? null) : null,
  };
}

/**
 * The record choices (a photo's, a paper's): every page of each logbook loaded so far (the newest first, where a new photo
 * belongs), with a way to load older ones. The record a photo illustrates stays a choice even when
 * its page is not loaded, so saving a caption or a title never detaches it.
 */
export function useRecordOptions(vehicleId: string, current: string) {
  const maintenance = useVehicleRecords(MAINTENANCE_KIND, vehicleId);
  const modifications = useVehicleRecords(MODIFICATION_KIND, vehicleId);
  const options = [
    ...(maintenance.data?.pages.flatMap((page) => page.data) ?? []).map((item) => ({
      value: `maintenance:${item.id}`,
      label: `Maintenance: ${item.title}`,
    })),
    ...(modifications.data?.pages.flatMap((page) => page.data) ?? []).map((item) => ({
      value: `modification:${item.id}`,
      label: `Modification: ${item.title}`,
    })),
  ];
  if (current && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: 'The record it illustrates now (older)' });
  }
  const hasOlder = maintenance.hasNextPage || modifications.hasNextPage;
  const loadingOlder = maintenance.isFetchingNextPage || modifications.isFetchingNextPage;
  const loadOlder = () => {
    if (maintenance.hasNextPage) void maintenance.fetchNextPage();
    if (modifications.hasNextPage) void modifications.fetchNextPage();
  };
  return { options, hasOlder, loadingOlder, loadOlder };
}
