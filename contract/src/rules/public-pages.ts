// The rules are the contract's lowest layer: they read plain shapes and import no schema, so every
// schema may import them. The schemas' answers fit these shapes (public-pages.test.ts holds them to
// PublicVehicle and FeedVehicle), as the screens' calls with those answers check too.

// Where the host shows a vehicle's and a keeper's public page, and what lists call a car. The API
// writes these paths into its answers (feed, showcase) and the screens link to the same pages, so
// both spell them here, once.

/** A public vehicle's page: by its normalised identifier (VIN, chassis number), else by its id. */
export const publicVehiclePath = (vehicle: { id: string; identifierKey: string | null }) =>
  `/public/${encodeURIComponent(vehicle.identifierKey ?? vehicle.id)}`;

/**
 * What an admin is shown instead of the name of a car that is not public: admins may not read
 * private cars (docs/security.md, Actors), so a moderator judges such a photo by itself.
 */
export const PRIVATE_CAR_TITLE = 'a private car';

/** How a sentence names a car an admin is shown: 'the 1967 Jaguar E-Type', or 'a private car'. */
export const carPhrase = (title: string) => (title === PRIVATE_CAR_TITLE ? title : `the ${title}`);

/** A keeper's public page. */
export const memberPath = (username: string) => `/user/${encodeURIComponent(username)}`;

/**
 * What to call a car: the server's title ('1967 Jaguar E-Type Series 1'), else 'Year Make Model'
 * as a marque register would, leaving out the parts that are missing.
 */
/** What `vehicleName` reads of a car, as a feed vehicle (FeedVehicle) carries it. */
export interface NamedCar {
  title: string;
  year: number | null;
  make: string;
  model: string;
}

export function vehicleName({ title, year, make, model }: NamedCar): string {
  return title || [year, make, model].filter((part) => part !== null && part !== '').join(' ');
}

/** The fields a public list reads of a vehicle the garage answers in full (a PublicVehicle). */
export interface PublicVehicleCardSource {
  id: string;
  title: string;
  modelYear: number | null;
  make: string;
  model: string;
  identifierKey: string | null;
  coverPhoto: { id: string; thumbUrl: string; displayUrl: string } | null;
  ownerUsername: string;
}

/**
 * A public vehicle as lists show it (the feed's shape, FeedVehicle), from the garage's answer, with
 * the cover in the size the list shows: thumbnails in the admin's pickers, full size in a keeper's
 * gallery.
 */
export function toFeedVehicle(answer: PublicVehicleCardSource, coverSize: 'thumb' | 'display') {
  const cover = answer.coverPhoto;
  return {
    id: answer.id,
    title: answer.title,
    year: answer.modelYear,
    make: answer.make,
    model: answer.model,
    coverPhotoUrl: cover ? (coverSize === 'thumb' ? cover.thumbUrl : cover.displayUrl) : null,
    ownerUsername: answer.ownerUsername,
    publicPath: publicVehiclePath(answer),
  };
}

/** What `withoutPrivateNotes` reads of a public page's content (a PublicVehicleView). */
export interface NotedView {
  /** An answer made before the choice existed says nothing of it: the notes stay out. */
  scope: { notes?: boolean };
  maintenance: { notes: string | null }[];
  ownership: { notes: string | null }[];
}

/**
 * A public page or share link without the notes on its maintenance records and keepers, unless its
 * keeper made the link to include them: the notes are the keeper's own (docs/product.md#sharing).
 * The API answers so, and the garage draws so whatever it is answered.
 */
export function withoutPrivateNotes<V extends NotedView>(view: V): V {
  if (view.scope.notes === true) return view;
  return {
    ...view,
    maintenance: view.maintenance.map((record) => ({ ...record, notes: null })),
    ownership: view.ownership.map((period) => ({ ...period, notes: null })),
  };
}
