import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@vg/shared';
import { ContactUsButton } from '../../contact/contact-us-button';
import { DeadEndPage } from '../dead-end/dead-end-page';

/** Every path the route table does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <DeadEndPage
      title="Page not found"
      icon="search"
      explanation={
        <p>
          There is no page at <code>{pathname}</code>. It may have moved or been removed, or the
          address may have a typing slip. If a link on Vintage Garage brought you here, please tell
          us.
        </p>
      }
      waysOut={
        <>
          <ButtonLink to="/" variant="primary">
            Home
          </ButtonLink>
          <ButtonLink to="/help" variant="secondary">
            Help
          </ButtonLink>
          <ContactUsButton>Contact</ContactUsButton>
        </>
      }
    />
  );
}
