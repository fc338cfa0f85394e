import { css } from 'styled-components';

/** The shared look of text inputs, selects and text areas. */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-family: ${({ theme }) => theme.type.body};
  font-size: ${({ theme }) => theme.type.size.md};
  line-height: ${({ theme }) => theme.type.lineHeight.normal};

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
    border-color: ${({ theme }) => theme.color.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceSunken};
    cursor: not-allowed;
  }
`;
