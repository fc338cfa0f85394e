import { Icon, theme } from '@vg/shared';
import styled from 'styled-components';

const Frame = styled.div<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  width: 100%;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${theme.color.textMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

interface VehiclePhotoProps {
  src: string | null | undefined;
  /** The photo's caption, or the vehicle's name. */
  alt: string;
  ratio?: string;
  /**
   * On screen as the page opens (a page's cover, the first cards of a list): fetched at once and
   * first, not lazily once laid out. It is often the page's largest paint.
   */
  priority?: boolean;
}

/** The vehicle's photograph, the hero of every card and page; a quiet placeholder when there is none. */
export function VehiclePhoto({ src, alt, ratio = '4 / 3', priority = false }: VehiclePhotoProps) {
  return (
    <Frame $ratio={ratio}>
      {src ? (
        <img
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
      ) : (
        <Icon name="car" size={48} label={`No photo of ${alt} yet`} />
      )}
    </Frame>
  );
}
