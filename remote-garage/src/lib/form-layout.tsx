import { theme } from '@vg/shared';
import styled from 'styled-components';

/** A group of related fields with its own heading (identity, build, odometer...). */
export const Fieldset = styled.fieldset`
  border: 1px solid ${theme.color.hairline};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  padding: ${theme.space(3)};
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  min-width: 0;

  ${theme.media.mobile} {
    padding: ${theme.space(2)};
  }

  legend {
    font-family: ${theme.type.heading};
    font-size: ${theme.type.size.lg};
    padding: 0 ${theme.space(1)};
  }
`;

/** Fields side by side on wide screens, one under another on a phone. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
  gap: ${theme.space(2)};
  align-items: start;
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(1)};
`;

/** A note in the warning tone (never colour alone: it always carries words and an icon). */
export const WarningNote = styled.div`
  display: flex;
  gap: ${theme.space(1)};
  align-items: flex-start;
  padding: ${theme.space(1.5)} ${theme.space(2)};
  border: 1px solid ${theme.tone.warning.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.tone.warning.bg};
  color: ${theme.tone.warning.fg};
`;

/** A form of several fieldsets, evenly spaced. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
`;
