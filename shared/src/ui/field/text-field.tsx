import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';
import { FieldFrame } from './field-frame';
import { splitFieldProps, useField, type FieldBaseProps } from './use-field';

export const Input = styled.input`
  ${controlStyles}
`;

export type TextFieldProps = FieldBaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  function TextField(props, ref) {
    const { field, native } = splitFieldProps(props);
    const { ids, controlProps } = useField(field);
    return (
      <FieldFrame ids={ids} {...field}>
        <Input ref={ref} type="text" {...native} {...controlProps} />
      </FieldFrame>
    );
  },
);
