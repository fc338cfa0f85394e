import { Link } from 'react-router-dom';
import { FaqList, type Faq } from './faq-list';
import { InfoPage, type InfoSection } from './info-page';
import { INFO_PAGES_LAST_UPDATED } from './info-pages-updated';

const GETTING_STARTED: readonly Faq[] = [
  {
    question: 'How do I add a vehicle?',
    answer: (
      <p>
        Sign in, open <Link to="/vehicles">Vehicles</Link> and choose Add vehicle. Make, model and
        model year are enough to start; the identity number, colours, condition and story can be
        added whenever you have them to hand. New vehicles are private until you change their
        visibility.
      </p>
    ),
  },
  {
    question: 'Can I sign in with Google?',
    answer: (
      <p>
        Yes. The first time, we ask you to choose a username and to accept the Terms of Service and
        Privacy Policy. After that, Sign in with Google takes you straight to your garage.
      </p>
    ),
  },
];

const IDENTITY: readonly Faq[] = [
  {
    question: 'VIN or chassis number: which do I enter?',
    answer: (
      <>
        <p>
          The 17-character Vehicle Identification Number became the standard for vehicles built for
          the 1981 model year on. Older vehicles carry the maker's own serial, usually called a
          chassis, frame or commission number, in whatever format that maker used: often shorter,
          with letters or separators.
        </p>
        <p>
          Choose the kind that matches your vehicle (VIN, pre-1981 maker's serial, chassis or frame
          number, or none) and type the number exactly as it is stamped. For look-ups we also keep a
          normalised form in capitals without spaces or separators, so <code>ab 123-45</code> finds{' '}
          <code>AB12345</code>. Not to hand? Leave the number blank: only make and model are needed
          to add a vehicle, and you can add the number later from its page.
        </p>
      </>
    ),
  },
  {
    question: 'Why does my VIN show a check-digit warning?',
    answer: (
      <p>
        The ninth character of a VIN is a check digit calculated from the others, so most typing
        mistakes break it. Check the number against the plate; if it really is what is stamped (some
        imports and early VINs do not follow the rule), confirm the warning and save.
      </p>
    ),
  },
];

const RECORDS: readonly Faq[] = [
  {
    question: 'How do reminders work?',
    answer: (
      <p>
        Each vehicle can have reminders due by a date, by an odometer reading, or by whichever comes
        first, and they can repeat (an oil change every 3,000 miles or every year, say). Your{' '}
        <Link to="/dashboard">dashboard</Link> lists what is due and overdue. Completing a reminder
        logs the maintenance record and schedules the next one.
      </p>
    ),
  },
  {
    question: 'Why am I warned about an odometer reading?',
    answer: (
      <p>
        A reading lower than an earlier record's usually means a typing slip; on old cars it can
        also be a five-digit odometer that has gone round, or a replaced instrument. Correct it, or
        confirm it and add a note saying why.
      </p>
    ),
  },
];

const PHOTOS: readonly Faq[] = [
  {
    question: 'Which photos can I upload?',
    answer: (
      <p>
        JPEG, PNG and WebP images up to 15 MB each, several at once. We remove the location and
        camera data they carry and make a display size and a thumbnail. Give each a caption and a
        stage (before, during, after, or a period photo), and choose a cover photo for the vehicle.
      </p>
    ),
  },
  {
    question: 'Why does my photo say it is awaiting moderation?',
    answer: (
      <p>
        Every photo is checked by an administrator before it appears on a public page or share link.
        You can see and use your photos in your own garage straight away.
      </p>
    ),
  },
];

const SHARING: readonly Faq[] = [
  {
    question: 'How do I share a vehicle with someone?',
    answer: (
      <>
        <p>
          From the vehicle's page, create a share link and choose what it shows: maintenance,
          modifications and photos. Costs are hidden unless you turn them on; the purchase price is
          never shown. Anyone with the link can read the page without an account, and you can revoke
          or replace the link whenever you like.
        </p>
        <p>
          A public vehicle can also be found by its number, at <code>/public/</code> followed by its
          VIN or chassis number.
        </p>
      </>
    ),
  },
  {
    question: 'What is the showcase?',
    answer: (
      <p>
        A selection of remarkable vehicles from the community, chosen by our editors. Only public
        vehicles with approved photos can be featured. <Link to="/showcase">See the showcase</Link>.
      </p>
    ),
  },
];

const ACCOUNT: readonly Faq[] = [
  {
    question: 'I forgot my password.',
    answer: (
      <p>
        Use <Link to="/reset">Reset password</Link> and enter your email address. The link we send
        works once, for one hour.
      </p>
    ),
  },
  {
    question: 'How do I change my username or delete my account?',
    answer: (
      <p>
        Both are in your <Link to="/profile">profile</Link>. Deleting asks you to type your username
        to confirm, then removes your account with all its vehicles, records and photos. See the{' '}
        <Link to="/privacy-policy#deleting-your-account">Privacy Policy</Link> for what that covers.
      </p>
    ),
  },
];

const SECTIONS: readonly InfoSection[] = [
  { id: 'getting-started', title: 'Getting started', body: <FaqList faqs={GETTING_STARTED} /> },
  {
    id: 'vin-and-chassis-numbers',
    title: 'VIN and chassis numbers',
    body: <FaqList faqs={IDENTITY} />,
  },
  { id: 'records-and-reminders', title: 'Records and reminders', body: <FaqList faqs={RECORDS} /> },
  { id: 'photos', title: 'Photos', body: <FaqList faqs={PHOTOS} /> },
  { id: 'sharing', title: 'Sharing and public pages', body: <FaqList faqs={SHARING} /> },
  { id: 'your-account', title: 'Your account', body: <FaqList faqs={ACCOUNT} /> },
];

export function HelpPage() {
  return (
    <InfoPage
      title="Help"
      summary="Answers to what keepers ask most: adding a vehicle, identity numbers on old cars, reminders, photos and sharing."
      lastUpdated={INFO_PAGES_LAST_UPDATED}
      sections={SECTIONS}
    />
  );
}
