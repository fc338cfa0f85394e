import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';
import { FieldFrame } from './field-frame';
import { splitFieldProps, useField, type FieldBaseProps } from './use-field';

const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export type TextAreaFieldProps = FieldBaseProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ rows = 4, ...props }, ref) {
    const { field, native } = splitFieldProps(props);
    const { ids, controlProps } = useField(field);
    return (
      <FieldFrame ids={ids} {...field}>
        <TextArea ref={ref} rows={rows} {...native} {...controlProps} />
      </FieldFrame>
    );
  },
);
