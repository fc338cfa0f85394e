import { css } from 'styled-components';

/** A frame for a photograph or portrait: the image fills it, or a quiet placeholder sits centred. */
export const imageFrame = css`
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.textMuted};
  display: flex;
  align-items: center;
  justify-content: center;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A member's round portrait of `size` pixels. */
export const portraitFrame = (size: number) => css`
  width: ${size}px;
  height: ${size}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  ${imageFrame}
`;
