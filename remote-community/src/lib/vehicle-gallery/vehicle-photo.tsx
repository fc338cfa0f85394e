import styled from 'styled-components';
import { Icon } from '@vg/shared';
import { imageFrame } from '../image-frame';

const Frame = styled.div`
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.sm};
  ${imageFrame}
`;

export interface VehiclePhotoProps {
  url: string | null;
  /** The vehicle's name: the photo's alt text, or what the placeholder stands for. */
  alt: string;
}

/** The car's photograph, the hero of its card; a quiet placeholder when there is none yet. */
export function VehiclePhoto({ url, alt }: VehiclePhotoProps) {
  return (
    <Frame>
      {url ? (
        <img src={url} alt={alt} loading="lazy" decoding="async" />
      ) : (
        <Icon name="car" size={48} label={`No photo of the ${alt} yet`} />
      )}
    </Frame>
  );
}
