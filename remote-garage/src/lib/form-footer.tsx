import { Button, FormErrorSummary } from '@vg/shared';
import { FormActions } from './form-layout';

/** What every garage form's caller decides about its end: the submit's words, and what is running. */
export interface FormActionProps {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}

interface FormFooterProps {
  formError: string | null | undefined;
  actions: FormActionProps;
}

/** The end of every garage form: the form-level error, then Cancel and the submit button. */
export function FormFooter({ formError, actions }: FormFooterProps) {
  const { submitLabel, pending, onCancel } = actions;
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
