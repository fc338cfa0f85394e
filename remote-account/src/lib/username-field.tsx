import type { ComponentProps } from 'react';
import { TextField } from '@vg/shared';
import { USERNAME_MAX_LENGTH } from './account-rules';

/** The username as every account form asks for it; each form says its own hint. */
export function UsernameField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label="Username"
      autoComplete="username"
      required
      maxLength={USERNAME_MAX_LENGTH}
      {...props}
    />
  );
}
