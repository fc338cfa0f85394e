import { toast } from '@vg/shared';
import { CONDITION_LABELS } from '@vg/contract/rules';
import type { ConditionReport } from '@vg/contract';
import { LogSection } from '../../lib/log-section';
import { savedToast } from '../../entities/offline/send-or-queue';
import { formatDate } from '../../lib/format';
import { useConditionReports } from './api/list-condition-reports';
import { useSaveConditionReport } from './api/save-condition-report';
import { useDeleteConditionReport } from './api/delete-condition-report';
import { ConditionReportForm } from './condition-report-form';
import {
  conditionReportToValues,
  emptyConditionReportValues,
} from './condition-report-form-values';

/**
 * How the car was found over the years; the latest report is its condition
 * (docs/product.md#valuations-and-condition). Correcting or deleting a report may make another the
 * latest, and so the car's condition.
 */
export function ConditionReportsSection({ vehicleId }: { vehicleId: string }) {
  const reports = useConditionReports(vehicleId);
  const saveReport = useSaveConditionReport();
  return (
    <LogSection<ConditionReport>
      vehicleId={vehicleId}
      title="Condition reports"
      addLabel="Add a condition report"
      empty="No condition reports yet. Note how the car was found at an inspection or a show."
      query={reports}
      describe={(report) => ({
        title: `${CONDITION_LABELS[report.condition]} · ${formatDate(report.date)}`,
        details: [
          report.current ? 'Current condition' : '',
          report.reportedBy ? `by ${report.reportedBy}` : '',
        ],
        note: report.notes,
      })}
      renderForm={(report, onDone) => (
        <ConditionReportForm
          draftKey={report ? `condition:${report.id}` : `condition:new:${vehicleId}`}
          initialValues={report ? conditionReportToValues(report) : emptyConditionReportValues()}
          label={report ? 'Edit the condition report' : 'Add a condition report'}
          submitLabel={report ? 'Save the report' : 'Add the report'}
          pending={saveReport.isPending}
          onCancel={onDone}
          onSubmit={async (input) => {
            const saved = await saveReport.mutateAsync({
              vehicleId,
              id: report?.id,
              entry: report ?? undefined,
              input,
            });
            toast(savedToast(saved, report ? 'Condition report saved' : 'Condition report added'));
            onDone();
          }}
        />
      )}
      deleteItem={useDeleteConditionReport()}
      deleteBody="The report is removed; the car's condition becomes the latest report left."
    />
  );
}
