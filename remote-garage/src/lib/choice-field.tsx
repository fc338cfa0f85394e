import { theme } from '@vg/shared';
import { useId } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space(0.5)};
  font-weight: ${theme.type.weight.medium};
`;

const Option = styled.div`
  display: grid;
  grid-template-columns: 20px 1fr;
  column-gap: ${theme.space(1)};
  align-items: start;
  padding: ${theme.space(1)} ${theme.space(1.5)};
  border: 1px solid ${theme.color.hairlineStrong};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${theme.color.primary};
    box-shadow: inset 0 0 0 1px ${theme.color.primary};
  }
`;

const OptionLabel = styled.label`
  display: contents;
  cursor: pointer;
`;

const Radio = styled.input`
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${theme.color.primary};
  cursor: pointer;
`;

const OptionHint = styled.span`
  grid-column: 2;
  color: ${theme.color.textMuted};
  font-size: ${theme.type.size.sm};
`;

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** One line under the label: what choosing it means. */
  hint: string;
}

interface ChoiceFieldProps<T extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A few radio choices, each with a line that explains it: a fieldset named by its legend. */
export function ChoiceField<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: ChoiceFieldProps<T>) {
  const id = useId();
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      {choices.map((choice) => (
        <Option key={choice.value}>
          {/* The label names the choice; its line of explanation describes it. */}
          <OptionLabel>
            <Radio
              type="radio"
              name={`${name}-${id}`}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-describedby={`${id}-${choice.value}`}
            />
            <span>{choice.label}</span>
          </OptionLabel>
          <OptionHint id={`${id}-${choice.value}`} onClick={() => onChange(choice.value)}>
            {choice.hint}
          </OptionHint>
        </Option>
      ))}
    </Fieldset>
  );
}
