import { Link } from 'react-router-dom';
import { InfoPage, type InfoSection } from './info-page';
import { INFO_PAGES_LAST_UPDATED } from './info-pages-updated';

const SECTIONS: readonly InfoSection[] = [
  {
    id: 'what-we-keep',
    title: 'What we keep',
    body: (
      <>
        <p>We keep only what the registry needs to work for you:</p>
        <ul>
          <li>
            <strong>Your account:</strong> email address, username, and whatever you add to your
            profile (display name, bio, location, avatar). Passwords are stored only as a salted
            argon2id hash; nobody, including us, can read them.
          </li>
          <li>
            <strong>Sign-in with Google:</strong> your Google account's email address and an
            identifier that links it to your Vintage Garage account. We receive nothing else from
            Google and never post anything on your behalf.
          </li>
          <li>
            <strong>Your garage:</strong> vehicles and their identity numbers, maintenance and
            modification records, reminders, costs, provenance and ownership history, and the photos
            you upload.
          </li>
          <li>
            <strong>Messages to us:</strong> the subject, message and email address you send through
            Contact Us, linked to your account when you are signed in.
          </li>
          <li>
            <strong>Technical records:</strong> server logs of requests (time, address, what was
            asked and how it was answered), used to keep the service secure and to limit repeated
            sign-in attempts.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <>
        <p>
          To run the registry: show you your garage, send the emails an account needs (address
          verification, password reset, replies to your messages), and keep the community safe.
        </p>
        <p>
          We do not sell your data, show advertising, or use third-party trackers. In your browser
          we store a single sign-in token (in local storage), and nothing that follows you around
          other sites.
        </p>
      </>
    ),
  },
  {
    id: 'photos-and-moderation',
    title: 'Photos and moderation',
    body: (
      <>
        <p>
          When you upload a photo we re-encode it and remove its embedded data (camera details and,
          most importantly, the location where it was taken) before anyone else can see it.
        </p>
        <p>
          Every photo starts as awaiting moderation: you see it straight away, but it appears on a
          public page only after one of our administrators has approved it. Administrators see
          photos in the moderation queue for that purpose only. A photo that is not approved stays
          private to you.
        </p>
      </>
    ),
  },
  {
    id: 'public-pages-and-share-links',
    title: 'Public pages and share links',
    body: (
      <>
        <p>Each vehicle is private unless you say otherwise:</p>
        <ul>
          <li>
            <strong>Private:</strong> only you can see it.
          </li>
          <li>
            <strong>Unlisted:</strong> visible only to people who have a share link you created.
          </li>
          <li>
            <strong>Public:</strong> anyone can find its page, including by its VIN or chassis
            number.
          </li>
        </ul>
        <p>
          For each share link you choose what it shows (maintenance, modifications, photos); costs
          are hidden unless you turn them on, and the purchase price is never shown to anyone. You
          can revoke or replace a link at any time, and the old one stops working at once. Pages
          opened through share links ask search engines not to index them.
        </p>
        <p>
          Your user page shows your username and the profile details you chose to fill in, with your
          public vehicles.
        </p>
      </>
    ),
  },
  {
    id: 'deleting-your-account',
    title: 'Deleting your account',
    body: (
      <>
        <p>
          You can delete your account yourself from your <Link to="/profile">profile</Link>: type
          your username to confirm, and your account is removed together with your vehicles,
          records, reminders, photos and share links. Public pages and share links stop working
          immediately.
        </p>
        <p>
          Before you go, you can export each vehicle's full history as a CSV file from the vehicle's
          page, so the car's story can travel with it.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and contacting us',
    body: (
      <p>
        You can ask us what we hold about you, ask us to correct it, or ask us to delete it. Most of
        it you can see and change yourself in your garage and profile; for anything else, use
        Contact Us below and we will answer by email.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      summary="What Vintage Garage keeps about you and your vehicles, who can see it, and how to take it with you or remove it."
      lastUpdated={INFO_PAGES_LAST_UPDATED}
      sections={SECTIONS}
    />
  );
}
