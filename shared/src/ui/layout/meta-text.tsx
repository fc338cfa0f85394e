import styled from 'styled-components';

/**
 * A card's quiet line: who keeps a car, when something happened, its particulars. Small and muted,
 * while a link in it keeps the link colour and the focus ring.
 */
export const MetaText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};

  a {
    color: ${({ theme }) => theme.color.primary};
  }
  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

/** A section's opening sentence: what it is for, muted, at a reading width. */
export const Lede = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 68ch;
`;
