import { dataScript, html, Html } from './html.js';
import type { Shell } from './host-shell.js';
import { pageFrame, type Reader } from './page-frame.js';
import { THEME_HEAD } from '../../http/theme-head.js';
import { PAGE_STYLES } from './page-styles.js';

/** What a page says about itself to link previews and search engines. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute; left out of pages that are not found. */
  url: string | null;
  /** Absolute address of an image that answers 200 with an image type. */
  image: { url: string; alt: string } | null;
  /**
   * The first screen's largest photo, asked for from the head (a member's page, which has no link
   * preview image; a public page preloads `image`).
   */
  preload?: string | null;
  type: 'website' | 'profile';
  /** Share links and pages that are not found stay out of search engines. */
  noindex: boolean;
  /** schema.org JSON-LD, where the page is about a thing search engines know (a Car). */
  jsonLd?: object;
}

/** A page the API renders: its head, its content and, for the app taking over, the data it shows. */
export interface RenderedPage {
  status: number;
  meta: PageMeta;
  /** Which remote page takes this content over (data-vg-ssr), e.g. 'garage/public-vehicle-page'. */
  owner: string;
  content: Html;
  /**
   * The address of the API answer the content was made from, for the app that takes over (a
   * data block; the answer itself is not repeated: the page stays small for a crowd).
   */
  data?: { api: string; /** The id of the car the page is about. */ vehicleId?: string };
  /** Styles of this page's own markup beside the shared ones (the sign-in and register forms). */
  styles?: string;
  /** A member's own page has their top bar and bottom navigation; every other page a visitor's. */
  reader?: Reader;
  /** The page's address (a member's page: its bottom navigation highlights where they are). */
  path?: string;
  /** Whose page it is (a member's own): the app shows it only while that member is signed in. */
  member?: string;
}

export const SITE_NAME = 'Vintage Garage';

function headTags(meta: PageMeta, extraStyles = ''): Html {
  const title = meta.title === SITE_NAME ? meta.title : `${meta.title} · ${SITE_NAME}`;
  return html`<title>${title}</title>
    <meta name="description" content="${meta.description}" />
    ${meta.noindex ? html`<meta name="robots" content="noindex, nofollow" />` : null}
    ${meta.url ? html`<link rel="canonical" href="${meta.url}" />` : null}
    <meta property="og:site_name" content="${SITE_NAME}" />
    <meta property="og:type" content="${meta.type}" />
    <meta property="og:title" content="${meta.title}" />
    <meta property="og:description" content="${meta.description}" />
    ${meta.url ? html`<meta property="og:url" content="${meta.url}" />` : null}
    ${
      meta.image
        ? html`<meta property="og:image" content="${meta.image.url}" />
            <meta property="og:image:alt" content="${meta.image.alt}" />
            <meta name="twitter:card" content="summary_large_image" />
            <meta name="twitter:image" content="${meta.image.url}" />`
        : html`<meta name="twitter:card" content="summary" />`
    }
    <meta name="twitter:title" content="${meta.title}" />
    <meta name="twitter:description" content="${meta.description}" />
    ${meta.image || meta.preload ? html`<link rel="preload" as="image" href="${meta.image?.url ?? meta.preload}" fetchpriority="high" />` : null}
    ${meta.jsonLd ? dataScript('application/ld+json', meta.jsonLd) : null}
    <style data-vg-ssr-styles>
      ${new Html(PAGE_STYLES + extraStyles)}
    </style> `;
}

// The source's indentation is not sent (a newline stands for it, which HTML reads the same).
const tidy = (markup: string) => markup.replace(/\n\s+/g, '\n');

/**
 * A page of its own, outside the app's shell: no script, nothing takes it over. For an address the
 * app has no route of its own for (a sale dossier's verification, docs/product.md#sale-dossier).
 */
export function renderStandaloneDocument(page: RenderedPage, styles: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />${THEME_HEAD}${tidy(headTags(page.meta, styles).value)}</head><body><div id="root">${tidy(pageFrame(page.content).value)}</div></body></html>`;
}

/**
 * The whole document: the host's shell with this page's head tags, and its content inside the
 * root, marked for the host to keep on screen until the remote page has rendered.
 */
export function renderDocument(shell: Shell, page: RenderedPage): string {
  const whose = page.member ? html`data-vg-member="${page.member}"` : null;
  const marked = html`<div data-vg-ssr="${page.owner}" ${whose}>${page.content}</div>`;
  const content = html`${pageFrame(marked, page.reader, page.path)}${
    page.data ? dataScript('application/json', page.data, 'vg-page-data') : null
  }`;
  return `${shell.head}${tidy(headTags(page.meta, page.styles).value)}${shell.beforeContent}${tidy(content.value)}${shell.afterContent}`;
}

/**
 * The app's own shell, with nothing rendered in it: for a member page asked without a session the
 * API accepts. The app then does what it does on any address (its own check, its sign-in page).
 */
export const renderAppShell = (shell: Shell): string =>
  `${shell.head}<title>${SITE_NAME}</title><meta name="robots" content="noindex, nofollow" />${shell.beforeContent}${shell.afterContent}`;
