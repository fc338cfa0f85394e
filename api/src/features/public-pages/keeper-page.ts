import type { PublicProfile, PublicVehicle } from '@vg/contract';
import { memberPath, publicVehiclePath } from '@vg/contract/rules';
import { html } from './html.js';
import { SITE_NAME, type RenderedPage } from './page-document.js';
import { absolute } from './page-origin.js';
import { readerMonth } from './reader-locale.js';
import { shorten } from './vehicle-page.js';
import { vehicleCards } from './vehicle-cards.js';

/** A keeper's page: who they are and their public cars. */
export function keeperPage(
  origin: string,
  profile: PublicProfile,
  vehicles: PublicVehicle[],
  api: string,
): RenderedPage {
  const name = profile.displayName || `@${profile.username}`;
  const cover = vehicles.find((vehicle) => vehicle.coverPhoto)?.coverPhoto;
  const imagePath = cover?.displayUrl ?? profile.avatarUrl;
  const cars = vehicles.length === 1 ? '1 public vehicle' : `${vehicles.length} public vehicles`;
  const since = readerMonth(profile.memberSince);
  return {
    status: 200,
    owner: 'community/user-page',
    meta: {
      title: name,
      description: profile.bio
        ? shorten(profile.bio)
        : shorten(
            `@${profile.username}${profile.location ? ` of ${profile.location}` : ''} keeps ${cars} on ${SITE_NAME}${vehicles.length ? `: ${vehicles.map((vehicle) => vehicle.title).join(', ')}` : ''}.`,
          ),
      url: absolute(origin, memberPath(profile.username)),
      image: imagePath ? { url: absolute(origin, imagePath), alt: name } : null,
      type: 'profile',
      noindex: false,
    },
    content: html`<div class="vg-ssr-page">
      <header><h1>${name}</h1></header>
      <div class="vg-ssr-keeper">
        ${profile.avatarUrl ? html`<img class="vg-ssr-avatar" src="${profile.avatarUrl}" alt="" />` : null}
        <div>
          <p class="vg-ssr-muted">@${profile.username}</p>
          ${profile.location ? html`<p class="vg-ssr-muted">${profile.location}</p>` : null}
          <p class="vg-ssr-muted">Member since ${since}</p>
        </div>
      </div>
      ${profile.bio ? html`<p class="vg-ssr-story">${profile.bio}</p>` : null}
      <section class="vg-ssr-section">
        <h2>Public vehicles</h2>
        ${
          vehicles.length
            ? vehicleCards(
                vehicles.map((vehicle) => ({
                  title: vehicle.title,
                  path: publicVehiclePath(vehicle),
                  photo: vehicle.coverPhoto?.displayUrl ?? null,
                  owner: null,
                })),
                { label: `Vehicles of @${profile.username}`, heading: 'h3' },
              )
            : html`<p>@${profile.username} has not made any vehicle public yet.</p>`
        }
      </section>
    </div>`,
    data: { api },
  };
}
