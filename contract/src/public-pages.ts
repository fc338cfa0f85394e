import { Type, type Static } from '@sinclair/typebox';

// The public pages the API renders as HTML for the host (docs/adr/0009): the same addresses as the
// app's routes, under /api/v1/pages. A value that names nothing is a 404 page, not an error, so
// the parameters only bound their length.

export const VehiclePageParams = Type.Object({
  vin: Type.String({ minLength: 1, maxLength: 200 }),
});
export type VehiclePageParams = Static<typeof VehiclePageParams>;

/** ?id= picks one of several public cars that share a number (the page links each so). */
export const VehiclePageQuery = Type.Object({ id: Type.Optional(Type.String({ maxLength: 100 })) });
export type VehiclePageQuery = Static<typeof VehiclePageQuery>;

export const SharedVehiclePageParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
});
export type SharedVehiclePageParams = Static<typeof SharedVehiclePageParams>;

/** A member's car page (docs/adr/0020): any text, so an address that is no id gets the app's shell. */
export const OwnerVehiclePageParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
export type OwnerVehiclePageParams = Static<typeof OwnerVehiclePageParams>;

export const KeeperPageParams = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
});
export type KeeperPageParams = Static<typeof KeeperPageParams>;

/** A whole HTML document: the host's shell with the page's head tags and content. */
export const HtmlDocument = Type.String({ description: 'An HTML document (text/html)' });

/** A plain-text or XML document (robots.txt, sitemap.xml). */
export const TextDocument = Type.String({ description: 'A text document' });
