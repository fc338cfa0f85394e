import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../feedback/visually-hidden';
import { FieldError } from './field-error';
import type { FieldIds } from './use-field';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;
`;

const LabelRow = styled.div<{ $inline: boolean }>`
  display: flex;
  align-items: ${({ $inline }) => ($inline ? 'center' : 'baseline')};
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.type.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

const RequiredMark = styled.span`
  margin-left: -${({ theme }) => theme.space(0.5)};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.type.weight.bold};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
`;

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** 'inline' puts the control before its label (checkboxes); otherwise the label sits above. */
  layout?: 'stacked' | 'inline';
  children: ReactNode;
}

/**
 * Label above, hint under it, the control, then the error next to the control. The required
 * mark sits outside the <label> so the field's accessible name stays exactly its label; the
 * control's own `required` attribute is what assistive technology announces.
 */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  required,
  layout = 'stacked',
  children,
}: FieldFrameProps) {
  const inline = layout === 'inline';
  const labelRow = (
    <LabelRow $inline={inline}>
      {inline ? children : null}
      <Label htmlFor={ids.inputId}>{label}</Label>
      {required ? (
        <>
          <RequiredMark aria-hidden="true">*</RequiredMark>
          <VisuallyHidden>required</VisuallyHidden>
        </>
      ) : null}
    </LabelRow>
  );

  return (
    <Frame>
      {labelRow}
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {inline ? null : children}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </Frame>
  );
}
