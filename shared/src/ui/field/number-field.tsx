import { forwardRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame } from './field-frame';
import { Input, type TextFieldProps } from './text-field';
import { splitFieldProps, useField } from './use-field';

const InputWithUnit = styled.div`
  display: flex;
  align-items: stretch;
  max-width: 16rem;
`;

const NumberInput = styled(Input)<{ $hasUnit: boolean }>`
  ${({ theme }) => theme.type.tabularNums}
  text-align: right;
  ${({ $hasUnit }) => ($hasUnit ? 'border-top-right-radius: 0; border-bottom-right-radius: 0;' : '')}
`;

const Unit = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.hairlineStrong};
  border-left: 0;
  border-radius: 0 ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm}`} 0;
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
`;

export interface NumberFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Shown after the number and read with it, e.g. 'mi', 'km', '£'. */
  unit?: ReactNode;
}

/** Odometers, costs, years: right-aligned tabular figures with the unit beside them. */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { unit, ...props },
  ref,
) {
  const { field, native } = splitFieldProps(props);
  const { ids, controlProps } = useField(field, unit ? ['unit'] : []);
  return (
    <FieldFrame ids={ids} {...field}>
      <InputWithUnit>
        <NumberInput
          ref={ref}
          inputMode="decimal"
          {...native}
          {...controlProps}
          type="number"
          $hasUnit={Boolean(unit)}
        />
        {unit ? <Unit id={`${ids.inputId}-unit`}>{unit}</Unit> : null}
      </InputWithUnit>
    </FieldFrame>
  );
});
