import { useEffect, useRef } from 'react';
import { Button, CheckboxField, Dialog, Stack, toast } from '@vg/shared';
import { collectProblems, usernameProblem } from '../../lib/account-rules';
import { PrivacyPolicyLink, TermsLink } from '../../lib/policy-links';
import { serverMessageOf, useForm } from '@vg/shared/forms';
import { UsernameField } from '../../lib/username-field';
import { useSubmitConsent } from './api/submit-consent';
import {
  CONSENT_FAILURE_FALLBACK,
  CONSENT_FAILURE_TITLE,
  CONSENT_REQUIRED_DESCRIPTION,
  CONSENT_REQUIRED_TITLE,
  USERNAME_CHANGE_LATER,
} from './consent-texts';

export interface ConsentDialogProps {
  open: boolean;
  /** The username the Google sign-in proposed; the person may change it. */
  defaultUsername: string;
  /** Called once the server has stored the consent; the host refreshes the user and says welcome. */
  onComplete: () => void;
}

const FORM_ID = 'consent-form';

// The dialog cannot be closed from inside: only completing it does (docs/product.md#consent).
const stayOpen = () => {};

/**
 * Opened by the host after a Google sign-in created an account: the person chooses a username
 * and accepts the Terms of Service and the Privacy Policy before using the product.
 */
export function ConsentDialog({ open, defaultUsername, onComplete }: ConsentDialogProps) {
  const consent = useSubmitConsent();
  const form = useForm({
    initialValues: { username: defaultUsername, acceptedTerms: false, acceptedPrivacy: false },
    validate: ({ username }) => collectProblems({ username: usernameProblem(username) }),
  });

  // The host may learn the proposed username after opening the dialog; take it until the
  // person has typed their own.
  const { setValue } = form;
  const typedUsername = useRef(false);
  useEffect(() => {
    if (!typedUsername.current) setValue('username', defaultUsername);
  }, [defaultUsername, setValue]);

  const submit = form.handleSubmit(({ username, acceptedTerms, acceptedPrivacy }) => {
    if (!acceptedTerms || !acceptedPrivacy) {
      toast({
        title: CONSENT_REQUIRED_TITLE,
        description: CONSENT_REQUIRED_DESCRIPTION,
        variant: 'destructive',
      });
      return;
    }
    consent.mutate(
      { username: username.trim(), acceptedTerms, acceptedPrivacy },
      {
        onSuccess: () => onComplete(),
        onError: (error) => {
          // The reason also shows next to the username when it is about the username (taken).
          form.showServerError(error);
          toast({
            title: CONSENT_FAILURE_TITLE,
            description: serverMessageOf(error) ?? CONSENT_FAILURE_FALLBACK,
            variant: 'destructive',
          });
        },
      },
    );
  });

  const usernameField = form.field('username');

  return (
    <Dialog
      open={open}
      onOpenChange={stayOpen}
      dismissible={false}
      title="Welcome to Vintage Garage"
      description="Choose your username and accept our terms to finish setting up your account."
      footer={
        <Button type="submit" form={FORM_ID} loading={consent.isPending}>
          Continue
        </Button>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate aria-label="Username and consent">
        <Stack gap={2}>
          <UsernameField
            hint={USERNAME_CHANGE_LATER}
            {...usernameField}
            onChange={(event) => {
              typedUsername.current = true;
              usernameField.onChange(event);
            }}
          />
          <CheckboxField
            label={
              <>
                I accept the <TermsLink />
              </>
            }
            {...form.checkbox('acceptedTerms')}
          />
          <CheckboxField
            label={
              <>
                I accept the <PrivacyPolicyLink />
              </>
            }
            {...form.checkbox('acceptedPrivacy')}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
