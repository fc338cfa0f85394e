import {
  Button,
  FormErrorSummary,
  Stack,
  TextAreaField,
  TextField,
  toast,
  type CurrentUser,
} from '@vg/shared';
import { collectProblems, usernameProblem } from '../../lib/account-rules';
import { useForm } from '@vg/shared/forms';
import { UsernameField } from '../../lib/username-field';
import { useUpdateProfile } from './api/update-profile';

// The server's limits, so a person learns of them while typing rather than after saving.
const DISPLAY_NAME_MAX_LENGTH = 100;
const LOCATION_MAX_LENGTH = 100;
const BIO_MAX_LENGTH = 1000;

/** Username, display name, bio and location: what other members see on your public page. */
export function ProfileDetailsForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: {
      username: user.username,
      displayName: user.displayName ?? '',
      bio: user.bio ?? '',
      location: user.location ?? '',
    },
    validate: ({ username }) => collectProblems({ username: usernameProblem(username) }),
  });

  const submit = form.handleSubmit(({ username, displayName, bio, location }) =>
    update.mutate(
      { username: username.trim(), displayName, bio, location },
      {
        onSuccess: () => toast({ title: 'Profile saved', variant: 'success' }),
        onError: form.showServerError,
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Profile details">
      <Stack gap={2}>
        <UsernameField
          hint="3 to 50 characters. Your public page lives at /user/your-username."
          {...form.field('username')}
        />
        <TextField
          label="Display name"
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          hint="Shown instead of your username where there is room."
          {...form.field('displayName')}
        />
        <TextAreaField
          label="Bio"
          rows={4}
          maxLength={BIO_MAX_LENGTH}
          hint="A few words about you and your vehicles."
          {...form.field('bio')}
        />
        <TextField
          label="Location"
          autoComplete="address-level2"
          maxLength={LOCATION_MAX_LENGTH}
          {...form.field('location')}
        />
        <FormErrorSummary message={form.formError} />
        <div>
          <Button type="submit" loading={update.isPending}>
            Save profile
          </Button>
        </div>
      </Stack>
    </form>
  );
}
