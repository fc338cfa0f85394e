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
    /* The width and height attributes give the photo's shape; height follows the width, so a
       landscape photo is never cropped to a tall slice (docs/product.md#public-car-page). */
    height: auto;
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
  /** Each tile in its photo's own shape (a public page) rather than the grid's even 4:3 crop. */
  keepShape?: boolean;
}

/** Photographs first: each one large, with its caption (or the vehicle's name) as its description. */
export function PhotoGallery<P extends Photo>({
  photos,
  vehicleTitle,
  renderExtra,
  keepShape = false,
}: PhotoGalleryProps<P>) {
  return (
    <Grid minColumnWidth="260px" gap={2}>
      {photos.map((photo) => (
        <Figure key={photo.id}>
          <a href={photo.displayUrl} aria-label={photo.caption ?? vehicleTitle}>
            <img
              src={photo.thumbUrl}
              alt={photo.caption ?? vehicleTitle}
              loading="lazy"
              width={photo.width}
              height={photo.height}
              style={keepShape ? { aspectRatio: `${photo.width} / ${photo.height}` } : undefined}
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
