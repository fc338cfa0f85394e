import { Button, Dialog, Icon, theme } from '@vg/shared';
import { useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import styled from 'styled-components';
import type { Photo } from '../../entities/photos/api/photo-types';

// A car's photographs full-size (docs/product.md#public-car-page): one at a time in its own shape,
// as large as the screen allows, with 'Previous photo' / 'Next photo', the arrow keys, a swipe on a
// phone, and '3 of 10'. The shared Dialog traps focus, closes with Escape and gives focus back to
// the tile that opened it.

/** How far a finger travels sideways before it counts as a swipe (px). */
const SWIPE = 40;

const Stage = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 0;
  /* A vertical drag still scrolls; a sideways one is the swipe. */
  touch-action: pan-y;
  background: ${theme.color.surfaceSunken};
  border-radius: ${theme.radius.md};

  img {
    display: block;
    max-width: 100%;
    /* What is left of the screen once the title and the controls are drawn. */
    max-height: calc(100dvh - 220px);
    width: auto;
    height: auto;
    object-fit: contain;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(1)};
`;

const Counter = styled.p`
  color: ${theme.color.textMuted};
  ${theme.type.tabularNums}
`;

export interface PhotoLightboxProps {
  photos: Photo[];
  /** The photo shown, or null while closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  vehicleTitle: string;
  /** The tile to give focus back to when what had focus at opening is gone. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function PhotoLightbox({
  photos,
  index,
  onIndexChange,
  vehicleTitle,
  returnFocusRef,
}: PhotoLightboxProps) {
  const start = useRef<number | null>(null);
  const count = photos.length;
  const photo = index === null ? undefined : photos[index];
  const go = (step: number) => index !== null && onIndexChange((index + step + count) % count);
  const name = photo?.caption || vehicleTitle;

  // Anywhere in the open lightbox (focus starts on its close button): nothing in it edits text.
  const open = index !== null;
  const latestGo = useRef(go);
  latestGo.current = go;
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowRight') latestGo.current(1);
      else if (event.key === 'ArrowLeft') latestGo.current(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const travelled = event.clientX - start.current;
    start.current = null;
    if (Math.abs(travelled) >= SWIPE) go(travelled < 0 ? 1 : -1);
  };

  return (
    <Dialog
      open={photo !== undefined}
      onOpenChange={(open) => (open ? undefined : onIndexChange(null))}
      title={name}
      maxWidth="min(1600px, calc(100vw - 32px))"
      returnFocusRef={returnFocusRef}
    >
      {photo ? (
        <>
          <Stage
            data-testid="lightbox-stage"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (start.current = null)}
          >
            <img
              key={photo.id}
              src={photo.displayUrl}
              alt={name}
              width={photo.width}
              height={photo.height}
              style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
              draggable={false}
            />
          </Stage>
          {count > 1 ? (
            <Controls>
              <Button variant="secondary" onClick={() => go(-1)} aria-label="Previous photo">
                <Icon name="chevron" rotate={180} /> Previous
              </Button>
              <Counter aria-live="polite">
                {(index ?? 0) + 1} of {count}
              </Counter>
              <Button variant="secondary" onClick={() => go(1)} aria-label="Next photo">
                Next <Icon name="chevron" />
              </Button>
            </Controls>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
