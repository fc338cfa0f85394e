import { Grid, theme } from '@vg/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Photo } from '../../entities/photos/api/photo-types';
import { STAGE_LABELS } from '../../entities/photos/api/photo-types';

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${theme.radius.md};
    background: ${theme.color.surfaceSunken};
  }
  figcaption {
    font-size: ${theme.type.size.sm};
    color: ${theme.color.textMuted};
  }
`;

interface PhotoGalleryProps<P extends Photo> {
  photos: P[];
  vehicleTitle: string;
  /** The owner's controls and moderation state under each photo. */
  renderExtra?: (photo: P) => ReactNode;
}

/** Photographs first: each one large, with its caption (or the vehicle's name) as its description. */
export function PhotoGallery<P extends Photo>({
  photos,
  vehicleTitle,
  renderExtra,
}: PhotoGalleryProps<P>) {
  return (
    <Grid minColumnWidth="260px" gap={2}>
      {photos.map((photo) => (
        <Figure key={photo.id}>
          <a href={photo.displayUrl} target="_blank" rel="noreferrer">
            <img
              src={photo.thumbUrl}
              alt={photo.caption ?? vehicleTitle}
              loading="lazy"
              width={photo.width}
              height={photo.height}
            />
          </a>
          <figcaption>
            {[photo.caption, photo.stage ? STAGE_LABELS[photo.stage] : null]
              .filter(Boolean)
              .join(' · ') || vehicleTitle}
          </figcaption>
          {renderExtra?.(photo)}
        </Figure>
      ))}
    </Grid>
  );
}
