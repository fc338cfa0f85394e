import { forwardRef } from 'react';
import styled from 'styled-components';
import { FieldFrame } from './field-frame';
import { Input, type TextFieldProps } from './text-field';
import { splitFieldProps, useField } from './use-field';

// The browser's date picker shows the date in the reader's locale; the value stays ISO (YYYY-MM-DD).
const DateInput = styled(Input)`
  ${({ theme }) => theme.type.tabularNums}
  max-width: 14rem;
`;

export type DateFieldProps = Omit<TextFieldProps, 'type'>;

export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(
  function DateField(props, ref) {
    const { field, native } = splitFieldProps(props);
    const { ids, controlProps } = useField(field);
    return (
      <FieldFrame ids={ids} {...field}>
        <DateInput ref={ref} {...native} {...controlProps} type="date" />
      </FieldFrame>
    );
  },
);
