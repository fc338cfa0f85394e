import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { CheckboxField } from './checkbox-field';
import { FormErrorSummary } from './form-error-summary';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

describe('form fields', () => {
  it('links each label to its control', async () => {
    renderWithTheme(
      <>
        <TextField label="Subject" />
        <TextAreaField label="Message" rows={6} />
        <SelectField label="Fuel" options={[{ value: 'petrol', label: 'Petrol' }]} />
        <CheckboxField label="I accept the Terms of Service" />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Subject'), 'Brakes');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Brakes');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '6');
    expect(screen.getByRole('combobox', { name: 'Fuel' })).toHaveValue('petrol');
    await userEvent.click(screen.getByText('I accept the Terms of Service'));
    expect(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' })).toBeChecked();
  });

  it('announces an error next to the field and marks the field invalid', () => {
    renderWithTheme(
      <TextField
        label="Username"
        hint="3 to 50 characters"
        error="Username must be at least 3 characters long."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Username must be at least 3 characters long.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      '3 to 50 characters Username must be at least 3 characters long.',
    );
  });

  it('is neither invalid nor alerting without an error', () => {
    renderWithTheme(<TextField label="Username" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a required mark, says "required" to screen readers and keeps the name clean', () => {
    renderWithTheme(<TextField label="Email" type="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('required')).toBeInTheDocument();
  });

  it('passes native props and the ref through to the element', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(
      <TextField ref={ref} label="Name" name="username" placeholder="e.g. jaguar_e" disabled />,
    );
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(ref.current).toHaveAttribute('name', 'username');
    expect(ref.current).toHaveAttribute('placeholder', 'e.g. jaguar_e');
    expect(ref.current).toBeDisabled();
  });

  it('reads a number together with its unit', () => {
    renderWithTheme(<NumberField label="Odometer" unit="mi" defaultValue={48213} />);
    const input = screen.getByRole('spinbutton', { name: 'Odometer' });
    expect(input).toHaveValue(48213);
    expect(input).toHaveAccessibleDescription('mi');
  });

  it('renders a form-level error only when there is one', () => {
    const { rerender } = renderWithTheme(<FormErrorSummary message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormErrorSummary message="Failed to submit feedback" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit feedback');
  });
});
