import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@vg/shared';
import { renderWithTheme } from '../ui/testing/render-with-theme';
import { TextField } from '../ui/field/text-field';
import { NETWORK_FAILURE_MESSAGE, splitServerError, type FieldErrors } from './server-errors';
import { useForm } from './use-form';

interface Values {
  make: string;
  model: string;
}

function MakeForm({ onSave, failWith }: { onSave: (values: Values) => void; failWith?: unknown }) {
  const form = useForm<Values>({
    initialValues: { make: '', model: '' },
    validate: (values): FieldErrors => (values.make ? {} : { make: 'Enter the make.' }),
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.handleSave(async (values) => {
        onSave(values);
        if (failWith) throw failWith;
      })}
    >
      {form.formError && <p role="alert">{form.formError}</p>}
      <TextField label="Make" {...form.field('make')} />
      <TextField label="Model" {...form.field('model')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useForm', () => {
  it('stops at its own checks and clears a reason once the field is edited', async () => {
    const onSave = jest.fn();
    renderWithTheme(<MakeForm onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the make.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Make' }), 'Lancia');
    expect(screen.queryByText('Enter the make.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ make: 'Lancia', model: '' });
  });

  it("places the server's reasons next to their fields and keeps what was typed", async () => {
    const failure = new ApiError(422, 'Model is too long.', { model: 'Model is too long.' });
    renderWithTheme(<MakeForm onSave={jest.fn()} failWith={failure} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Make' }), 'Lancia');
    await userEvent.type(screen.getByRole('textbox', { name: 'Model' }), 'Fulvia');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Next to the field, and only there: every reason found its field, so no form-level repeat.
    expect(screen.getAllByText('Model is too long.')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveAccessibleDescription(
      'Model is too long.',
    );
    expect(screen.getByRole('textbox', { name: 'Make' })).toHaveValue('Lancia');
  });
});

describe('splitServerError', () => {
  it('keeps a nested reason whose first segment is on the form', () => {
    const failure = new ApiError(422, 'Describe the part.', {
      'parts.0.description': 'Describe the part.',
    });
    expect(splitServerError(failure, ['parts'])).toEqual({
      fields: { 'parts.0.description': 'Describe the part.' },
      message: null,
    });
  });

  it('gives the form the message when a reason has no field here', () => {
    const failure = new ApiError(422, 'That username is taken.', { username: 'taken' });
    expect(splitServerError(failure, ['email'])).toEqual({
      fields: {},
      message: 'That username is taken.',
    });
  });

  it('says the connection failed when no answer came', () => {
    expect(splitServerError(new TypeError('Failed to fetch'), ['email']).message).toBe(
      NETWORK_FAILURE_MESSAGE,
    );
  });
});
