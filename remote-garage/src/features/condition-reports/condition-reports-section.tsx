import { toast } from '@vg/shared';
import { CONDITION_LABELS } from '@vg/contract/rules';
import type { ConditionReport } from '@vg/contract';
import { LogSection } from '../../lib/log-section';
import { formatDate } from '../../lib/format';
import { useConditionReports } from './api/list-condition-reports';
import { useCreateConditionReport } from './api/create-condition-report';
import { useDeleteConditionReport } from './api/delete-condition-report';
import { ConditionReportForm } from './condition-report-form';
import { emptyConditionReportValues } from './condition-report-form-values';

/**
 * How the car was found over the years; the latest report is its condition
 * (docs/product.md#valuations-and-condition). A report is added or deleted, not edited.
 */
export function ConditionReportsSection({ vehicleId }: { vehicleId: string }) {
  const reports = useConditionReports(vehicleId);
  const createReport = useCreateConditionReport();
  return (
    <LogSection<ConditionReport>
      vehicleId={vehicleId}
      title="Condition reports"
      addLabel="Add a condition report"
      empty="No condition reports yet. Note how the car was found at an inspection or a show."
      query={reports}
      canEdit={false}
      describe={(report) => ({
        title: `${CONDITION_LABELS[report.condition]} · ${formatDate(report.date)}`,
        details: [
          report.current ? 'Current condition' : '',
          report.reportedBy ? `by ${report.reportedBy}` : '',
        ],
        note: report.notes,
      })}
      renderForm={(_report, onDone) => (
        <ConditionReportForm
          draftKey={`condition:new:${vehicleId}`}
          initialValues={emptyConditionReportValues()}
          label="Add a condition report"
          submitLabel="Add the report"
          pending={createReport.isPending}
          onCancel={onDone}
          onSubmit={async (input) => {
            await createReport.mutateAsync({ vehicleId, input });
            toast({ title: 'Condition report added' });
            onDone();
          }}
        />
      )}
      deleteItem={useDeleteConditionReport()}
      deleteBody="The report is removed; the car's condition becomes the latest report left."
    />
  );
}
