import { Grid, theme } from '@vg/shared';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Photo } from '../../entities/photos/api/photo-types';
import { STAGE_LABELS } from '../../entities/photos/api/photo-types';
import { PhotoLightbox } from './photo-lightbox';

/** '#photo-3': the photo a rendered page was asked to open before the app ran (start-app.js). */
const PHOTO_HASH = /^#photo-(\d+)$/;

function photoAskedFor(count: number): number | null {
  const asked = Number(PHOTO_HASH.exec(window.location.hash)?.[1] ?? 0);
  return asked >= 1 && asked <= count ? asked - 1 : null;
}

/** The address without '#photo-3' once the photo is closed, the router's own state kept. */
function forgetPhotoAsked() {
  if (!PHOTO_HASH.test(window.location.hash)) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

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
  /** A tile opens its photo full-size in a lightbox (the link stays, for a new tab). */
  lightbox?: boolean;
}

/** Photographs first: each one large, with its caption (or the vehicle's name) as its description. */
export function PhotoGallery<P extends Photo>({
  photos,
  vehicleTitle,
  renderExtra,
  keepShape = false,
  lightbox = false,
}: PhotoGalleryProps<P>) {
  const [open, setOpen] = useState<number | null>(null);
  const tiles = useRef<(HTMLAnchorElement | null)[]>([]);
  // Where focus goes when the lightbox closes: the tile that opened it, also when that was the
  // rendered page's copy of the tile, gone since the app drew its own.
  const opener = useRef<HTMLElement | null>(null);
  const show = (index: number | null) => {
    if (index === null) forgetPhotoAsked();
    else if (open === null) opener.current = tiles.current[index] ?? null;
    setOpen(index);
  };
  useEffect(() => {
    const asked = lightbox ? photoAskedFor(photos.length) : null;
    if (asked === null) return;
    opener.current = tiles.current[asked] ?? null;
    setOpen(asked);
    // Only on arrival: the address asked for a photo once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const openTile = (index: number) => (event: MouseEvent) => {
    // A new tab or window keeps the plain link's meaning.
    if (!lightbox || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    show(index);
  };
  return (
    <Grid minColumnWidth="260px" gap={2}>
      {lightbox ? (
        <PhotoLightbox
          photos={photos}
          index={open}
          onIndexChange={show}
          vehicleTitle={vehicleTitle}
          returnFocusRef={opener}
        />
      ) : null}
      {photos.map((photo, index) => (
        <Figure key={photo.id}>
          <a
            href={photo.displayUrl}
            aria-label={photo.caption ?? vehicleTitle}
            onClick={openTile(index)}
            ref={(tile) => {
              tiles.current[index] = tile;
            }}
          >
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
