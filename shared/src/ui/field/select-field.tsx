import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';
import { FieldFrame } from './field-frame';
import { splitFieldProps, useField, type FieldBaseProps } from './use-field';

const Select = styled.select`
  ${controlStyles}
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldBaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: SelectOption[];
    /** A first, empty choice such as 'Choose a vehicle'. */
    placeholder?: string;
  };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { options, placeholder, ...props },
  ref,
) {
  const { field, native } = splitFieldProps(props);
  const { ids, controlProps } = useField(field);
  return (
    <FieldFrame ids={ids} {...field}>
      <Select ref={ref} {...native} {...controlProps}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
});
