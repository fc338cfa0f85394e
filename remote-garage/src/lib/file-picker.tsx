import { theme } from '@vg/shared';
import styled from 'styled-components';

/**
 * A file input dressed as the primary button it acts as (photos, papers): the input stays in the
 * label, focusable and announced by the label's words, with the focus ring on the whole button.
 */
export const FilePicker = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${theme.space(2)};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-weight: ${theme.type.weight.medium};
  cursor: pointer;
  align-self: flex-start;

  &:hover {
    background: ${theme.color.primaryHover};
  }
  &:focus-within {
    ${theme.focusRing}
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;
