import { CheckboxField, ErrorState, LoadingState, Stack, theme } from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import type { OwnedPhoto } from '../../entities/photos/api/photo-types';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${theme.space(2)};
`;

const Thumb = styled.img`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceSunken};
`;

const Legend = styled.legend`
  font-weight: 600;
  margin-bottom: ${theme.space(1)};
`;

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
`;

interface Props {
  photos: UseQueryResult<OwnedPhoto[]>;
  chosen: string[];
  max: number;
  onChange: (ids: string[]) => void;
}

/** Which of the car's photos go in the dossier, in the car's order; at most `max`. */
export function DossierPhotoChoice({ photos, chosen, max, onChange }: Props) {
  if (photos.isPending) return <LoadingState />;
  if (photos.isError)
    return (
      <ErrorState message={errorMessage(photos.error)} onRetry={() => void photos.refetch()} />
    );
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((item) => item !== id));
  return (
    <Fieldset>
      <Legend>
        Photos in the dossier ({chosen.length} of at most {max})
      </Legend>
      {photos.data.length === 0 ? (
        <p>This car has no photos yet: the dossier will have none.</p>
      ) : (
        <Grid>
          {photos.data.map((photo, index) => (
            <li key={photo.id}>
              <Stack gap={0.5}>
                <Thumb src={photo.thumbUrl} alt="" loading="lazy" />
                <CheckboxField
                  label={photo.caption ?? `Photo ${index + 1}`}
                  checked={chosen.includes(photo.id)}
                  disabled={!chosen.includes(photo.id) && chosen.length >= max}
                  onChange={(event) => toggle(photo.id, event.target.checked)}
                />
              </Stack>
            </li>
          ))}
        </Grid>
      )}
    </Fieldset>
  );
}
