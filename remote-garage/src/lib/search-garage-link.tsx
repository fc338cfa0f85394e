import { ButtonLink, Icon } from '@vg/shared';

/** The way to /search from the garage's own pages (the dashboard's and the vehicles' headers). */
export function SearchGarageLink() {
  return (
    <ButtonLink to="/search" variant="secondary">
      <Icon name="search" /> Search your garage
    </ButtonLink>
  );
}
