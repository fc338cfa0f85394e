import type { ComponentProps } from 'react';
import { TextField } from '@vg/shared';
import { PASSWORD_HINT } from './account-rules';

/** What `form.field(name)` binds: the field's name, value, error and change handler. */
type BoundField = Pick<ComponentProps<typeof TextField>, 'name' | 'value' | 'error' | 'onChange'>;

/** A new password and its repetition, as changing it and resetting it both ask for them. */
export function NewPasswordFields({
  password,
  repeat,
}: {
  password: BoundField;
  repeat: BoundField;
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        {...password}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        required
        {...repeat}
      />
    </>
  );
}
