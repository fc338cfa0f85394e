import { ButtonLink, useSession } from '@vg/shared';
import { ContactUsButton } from '../../contact/contact-us-button';
import { DeadEndPage } from '../dead-end/dead-end-page';

/** Shown to a signed-in member who opens an administrator screen without the admin role. */
export function ForbiddenPage() {
  const { user } = useSession();
  return (
    <DeadEndPage
      title="Admins only"
      icon="warning"
      explanation={
        <p>
          This part of Vintage Garage is for administrators.
          {user ? (
            <>
              {' '}
              You are signed in as <strong>{user.username}</strong>, which does not have
              administrator access.
            </>
          ) : null}{' '}
          If you think you should have access, write to us.
        </p>
      }
      waysOut={
        <>
          <ButtonLink to="/" variant="primary">
            Go home
          </ButtonLink>
          <ContactUsButton />
        </>
      }
    />
  );
}
