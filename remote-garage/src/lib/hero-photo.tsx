import { theme } from '@vg/shared';
import styled from 'styled-components';

const Hero = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  max-height: 520px;
  object-fit: cover;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};

  ${theme.media.mobile} {
    aspect-ratio: 4 / 3;
  }
`;

/** A car's cover, large: the first thing on its public page and its largest paint, so not lazy. */
export function HeroPhoto({ src, alt }: { src: string; alt: string }) {
  return <Hero src={src} alt={alt} fetchPriority="high" decoding="async" />;
}
