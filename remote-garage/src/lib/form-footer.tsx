import { Button, FormErrorSummary } from '@vg/shared';
import { FormActions } from './form-layout';

interface FormFooterProps {
  formError: string | null | undefined;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** The end of every garage form: the form-level error, then Cancel and the submit button. */
export function FormFooter({ formError, submitLabel, pending, onCancel }: FormFooterProps) {
  return (
    <>
      <FormErrorSummary message={formError} />
      <FormActions>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </FormActions>
    </>
  );
}
