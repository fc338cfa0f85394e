import styled from 'styled-components';
import { Icon } from '@vg/shared';

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.textMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface ThumbnailProps {
  url: string | null;
  /** The photo's caption or the vehicle's name. */
  alt: string;
  /** Width in px (default 96). */
  size?: number;
}

/** A small photograph for lists and tables; a car icon stands in when there is none. */
export function Thumbnail({ url, alt, size = 96 }: ThumbnailProps) {
  return (
    <Frame $size={size}>
      {url ? (
        <img src={url} alt={alt} loading="lazy" />
      ) : (
        <Icon name="car" label={`No photo of ${alt}`} />
      )}
    </Frame>
  );
}
