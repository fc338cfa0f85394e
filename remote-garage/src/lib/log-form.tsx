import { useForm, useFormDraft, type Validate } from '@vg/shared/forms';
import type { ReactNode } from 'react';
import { DraftNotice } from './draft-notice';
import { FormFooter, type FormActionProps } from './form-footer';
import { FormStack } from './form-layout';

/** What a keeping log's section gives its form: where its draft is kept, its name, what to do. */
export interface LogFormProps<Values, Input> extends FormActionProps {
  draftKey: string;
  initialValues: Values;
  label: string;
  onSubmit: (input: Input) => Promise<unknown>;
}

interface LogFormFrameProps<Values extends object, Input> extends LogFormProps<Values, Input> {
  validate: Validate<Values>;
  toInput: (values: Values) => Input;
  children: (form: ReturnType<typeof useForm<Values>>) => ReactNode;
}

/**
 * The frame of the keeping logs' forms (costs, fill-ups, valuations, condition reports): a draft
 * that survives a reload, our checks before anything is sent, the first field focused as the form
 * opens in place, and Cancel and the submit at its end. Each log gives only its fields.
 */
export function LogForm<Values extends object, Input>(props: LogFormFrameProps<Values, Input>) {
  const form = useForm<Values>({
    draft: useFormDraft(props.draftKey),
    initialValues: props.initialValues,
    validate: props.validate,
    focusFirstField: true,
  });
  return (
    <FormStack
      ref={form.formRef}
      onSubmit={form.handleSave((typed) => props.onSubmit(props.toInput(typed)))}
      noValidate
      aria-label={props.label}
    >
      <DraftNotice visible={form.draftRestored} onDiscard={form.discardDraft} />
      {props.children(form)}
      <FormFooter formError={form.formError} actions={props} />
    </FormStack>
  );
}
