import escapeHtml from 'escape-html';
import {
  color,
  focusRing,
  fontWeight,
  lineHeight,
  mailFont,
  radius,
  themeCss,
} from '@vg/contract/design-tokens';
import { THEME_HEAD } from './theme-head.js';
import type { FastifyReply } from 'fastify';

// The small pages an emailed link opens (unsubscribe, an export's download): the service writes
// them itself, in the emails' look (the design tokens, docs/adr/0023-design-tokens.md). What a link
// does is a button on the page, never the following of the link: a mail scanner follows links
// (docs/security.md).

export interface LinkPage {
  title: string;
  paragraphs: string[];
  /** The button, posted to `action`. */
  form?: { action: string; label: string };
  /** The link under it, into the signed-in app: a path on `origin`. */
  footer: { path: string; label: string };
}

export function linkPage(origin: string, { title, paragraphs, form, footer }: LinkPage): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.label)}</button></form>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Vintage Garage</title>${THEME_HEAD}<style>
${themeCss}
body{margin:0;background:${color.page};color:${color.text};font:16px/${lineHeight.normal} ${mailFont.body}}
main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:${color.surface};border:1px solid ${color.hairline};border-radius:8px}
h1{font-family:${mailFont.heading};font-weight:${fontWeight.bold};font-size:1.6rem;margin:0 0 1rem}
.mark{font-family:${mailFont.heading};color:${color.primary};font-weight:bold;margin:0 0 1.5rem}
button{font:inherit;background:${color.primary};color:${color.onPrimary};border:0;border-radius:${radius.md};padding:.75rem 1.5rem;cursor:pointer;min-height:44px}
button:focus-visible,a:focus-visible{${focusRing}}
a{color:${color.primary}}</style></head>
<body><main><p class="mark">Vintage Garage</p><h1>${escapeHtml(title)}</h1>${body}${button}
<p><a href="${escapeHtml(origin)}${escapeHtml(footer.path)}">${escapeHtml(footer.label)}</a></p></main></body></html>`;
}

/** The page, whatever JSON answer the route documents for API callers; never kept by a cache. */
export const sendLinkPage = (reply: FastifyReply, html: string, status = 200) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html as never);
