import { useEffect, useRef, useState } from 'react';
import { Button, Cluster, Stack, TextAreaField } from '@vg/shared';
import { useForm, useFormDraft, type FieldErrors } from '@vg/shared/forms';

interface CommentValues {
  body: string;
}

const WRITE_SOMETHING = 'Write something before posting.';

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  /** Where what is typed is kept until it is posted ('comment:vehicle:<id>'), so a reload loses nothing. */
  draftKey: string;
  initialBody?: string;
  hint?: string;
  /** Sends the text; a refusal (rate limit, too many links) is shown next to the field. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Opened by a Reply or Edit button: the field takes the focus. */
  autoFocus?: boolean;
}

const FORMATTING_HINT =
  'Plain text. *Emphasis*, **bold**, [links](https://…) and lists with - are kept.';

/** A comment's text: new, a reply or an edit. The text stays in the field until the server took it. */
export function CommentForm({
  label,
  submitLabel,
  draftKey,
  initialBody = '',
  hint = FORMATTING_HINT,
  onSubmit,
  onCancel,
  autoFocus = false,
}: CommentFormProps) {
  const draft = useFormDraft<CommentValues>(draftKey);
  const form = useForm<CommentValues>({
    initialValues: { body: initialBody },
    validate: ({ body }): FieldErrors => (body.trim() ? {} : { body: WRITE_SOMETHING }),
    draft,
  });
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (autoFocus) fieldRef.current?.focus();
  }, [autoFocus]);

  const [sending, setSending] = useState(false);

  const submit = form.handleSave(async ({ body }) => {
    setSending(true);
    try {
      await onSubmit(body.trim());
      form.setValues({ body: '' });
    } finally {
      setSending(false);
    }
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap={1}>
        <TextAreaField
          ref={fieldRef}
          label={label}
          hint={hint}
          rows={3}
          {...form.field('body')}
          // The server's words (a rate limit, a new member's link limit) sit next to the text.
          error={form.errors.body ?? form.formError}
        />
        <Cluster justify="end">
          {onCancel ? (
            <Button variant="secondary" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="sm" loading={sending}>
            {submitLabel}
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}
