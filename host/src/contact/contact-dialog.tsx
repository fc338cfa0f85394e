import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  serverMessageOr,
  Button,
  Dialog,
  Stack,
  TextAreaField,
  TextField,
  toast,
  useSession,
  useSubmitFeedback,
} from '@vg/shared';
import {
  checkEmail,
  hasBlankSubjectOrMessage,
  isContactFormFilled,
  missingFields,
  useContactFormState,
  type ContactFormValues,
} from './contact-form-state';

// docs/product.md#contact, word for word.
export const CONTACT_TEXT = {
  missingTitle: 'Missing Information',
  missingDescription: 'Please provide a subject and message',
  sentTitle: 'Message Sent Successfully',
  sentDescription: "Thank you for contacting us! We'll get back to you soon.",
  failedTitle: 'Error',
  failedFallback: 'Failed to submit feedback',
} as const;

const MESSAGE_ROWS = 6;
const DIALOG_MAX_WIDTH = '600px';

type FieldErrors = Partial<Record<keyof ContactFormValues, string>>;

/** The API names the feedback fields after its payload; the form names them for the reader. */
function fieldErrorsFromServer(error: unknown): FieldErrors {
  const fields = error instanceof ApiError ? error.fields : undefined;
  if (!fields) return {};
  return { subject: fields.title, message: fields.description, email: fields.contactEmail };
}

/** What the API said went wrong; a network failure or a crash has no message worth showing. */
export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Contact Us: anyone can write to the team; a guest must leave an address for the reply. */
export function ContactDialog({ open, onOpenChange }: ContactDialogProps) {
  const formId = useId();
  const session = useSession();
  const submitFeedback = useSubmitFeedback();
  const { values, setField, clear } = useContactFormState();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const signedIn = session.status === 'signed-in';
  const emailRequired = !signedIn;
  const sending = submitFeedback.isPending;

  const updateField = (name: keyof ContactFormValues, value: string) => {
    setField(name, value);
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const missing = missingFields(values, emailRequired);
    const firstMissing = Object.keys(missing)[0];
    if (firstMissing) {
      setFieldErrors(missing);
      // Take a keyboard user to the first field to fill (its error is read with it).
      formRef.current?.querySelector<HTMLElement>(`[data-field="${firstMissing}"]`)?.focus();
      return;
    }
    if (hasBlankSubjectOrMessage(values)) {
      toast({
        title: CONTACT_TEXT.missingTitle,
        description: CONTACT_TEXT.missingDescription,
        variant: 'destructive',
      });
      return;
    }
    const emailError = checkEmail(values.email, emailRequired);
    if (emailError) {
      setFieldErrors({ email: emailError });
      return;
    }

    // submitFeedback trims the values and leaves a blank email out.
    submitFeedback.mutate(
      { title: values.subject, description: values.message, contactEmail: values.email },
      {
        onSuccess: () => {
          toast({
            title: CONTACT_TEXT.sentTitle,
            description: CONTACT_TEXT.sentDescription,
            variant: 'success',
          });
          clear();
          setFieldErrors({});
          onOpenChange(false);
        },
        onError: (error) => {
          // The dialog stays open with everything typed, so the reader can fix and resend.
          setFieldErrors(fieldErrorsFromServer(error));
          toast({
            title: CONTACT_TEXT.failedTitle,
            description: serverMessageOr(error, CONTACT_TEXT.failedFallback),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const emailHint = signedIn
    ? `Replies go to your account email${session.user?.email ? ` (${session.user.email})` : ''} unless you give another address here.`
    : "We'll reply to this address.";

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Contact Us"
      description="Questions, problems or ideas about Vintage Garage? Send us a message and we will answer by email."
      maxWidth={DIALOG_MAX_WIDTH}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={sending}
            aria-disabled={!isContactFormFilled(values, emailRequired) || undefined}
          >
            {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </>
      }
    >
      {/* noValidate: errors are shown in words next to the field, not as browser bubbles. */}
      <form id={formId} ref={formRef} onSubmit={handleSubmit} noValidate>
        <Stack gap={2}>
          <TextField
            label="Subject"
            name="title"
            data-field="subject"
            required
            // The reader opened the dialog to write: start in the first field, not on Close.
            autoFocus
            autoComplete="off"
            value={values.subject}
            onChange={(event) => updateField('subject', event.target.value)}
            error={fieldErrors.subject}
          />
          <TextAreaField
            label="Message"
            name="description"
            data-field="message"
            required
            rows={MESSAGE_ROWS}
            value={values.message}
            onChange={(event) => updateField('message', event.target.value)}
            error={fieldErrors.message}
          />
          <TextField
            label="Email"
            name="contactEmail"
            data-field="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required={emailRequired}
            hint={emailHint}
            value={values.email}
            onChange={(event) => updateField('email', event.target.value)}
            error={fieldErrors.email}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
