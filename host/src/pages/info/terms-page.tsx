import { Link } from 'react-router-dom';
import { InfoPage, type InfoSection } from './info-page';
import { INFO_PAGES_LAST_UPDATED } from './info-pages-updated';

const SECTIONS: readonly InfoSection[] = [
  {
    id: 'the-service',
    title: 'The service',
    body: (
      <p>
        Vintage Garage is a registry and logbook for people who keep vintage vehicles: a place to
        record their maintenance, modifications, photos and provenance, to share them, and to meet
        other keepers. By creating an account you accept these terms and our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>
          One account per person. Keep your password to yourself; you are responsible for what is
          done with your account.
        </li>
        <li>
          Your username must be 3 to 50 characters and must not impersonate anyone. You can change
          it later in your profile settings.
        </li>
        <li>
          Use an email address you read: verification, password resets and our replies go there.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    title: 'Your records and photos',
    body: (
      <>
        <p>
          What you record stays yours. You allow us to store it and to show it to the people you
          chose by its visibility and your share links, and nothing more.
        </p>
        <p>
          Upload only photos you took or have permission to use. Photos are reviewed before they
          appear publicly, and we may decline one without giving the reason in public.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>record a vehicle you do not keep or have the owner's agreement to record;</li>
          <li>misstate a vehicle's identity, history or provenance, for example to help a sale;</li>
          <li>post other people's personal details, or harass other members;</li>
          <li>copy the registry in bulk, or try to reach data that is not shared with you.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'records-are-not-certification',
    title: 'A logbook, not a certificate',
    body: (
      <p>
        Vintage Garage does not inspect vehicles or verify identity numbers, matching-numbers claims
        or provenance; they are what their keepers recorded. A VIN check-digit warning is a hint,
        not a verdict. Anyone buying a vehicle should inspect it and its documents in person.
      </p>
    ),
  },
  {
    id: 'suspension',
    title: 'Moderation and suspension',
    body: (
      <p>
        We may remove content or suspend an account that breaks these terms. A suspended account is
        told why when it tries to sign in, and can reply to us through Contact Us to ask for a
        review.
      </p>
    ),
  },
  {
    id: 'availability-and-changes',
    title: 'Availability and changes',
    body: (
      <p>
        We work to keep the registry available and your records safe, but cannot promise it will
        never be interrupted. If these terms change in a way that matters, we will say so in the app
        before the change applies. You can leave at any time by deleting your account from your
        profile.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <InfoPage
      title="Terms of Service"
      summary="The agreement between you and Vintage Garage: what we provide, what you keep, and what we ask of every member."
      lastUpdated={INFO_PAGES_LAST_UPDATED}
      sections={SECTIONS}
    />
  );
}
