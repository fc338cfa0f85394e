import { forwardRef } from 'react';
import styled from 'styled-components';
import { FieldFrame } from './field-frame';
import type { TextFieldProps } from './text-field';
import { splitFieldProps, useField } from './use-field';

const Checkbox = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.color.primary};
  cursor: pointer;

  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.color.danger};
    outline-offset: 1px;
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

export type CheckboxFieldProps = Omit<TextFieldProps, 'type'>;

/** A box before its label (the label is the click target too); hint and error below. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  function CheckboxField(props, ref) {
    const { field, native } = splitFieldProps(props);
    const { ids, controlProps } = useField(field);
    return (
      <FieldFrame ids={ids} {...field} layout="inline">
        <Checkbox ref={ref} {...native} {...controlProps} type="checkbox" />
      </FieldFrame>
    );
  },
);
