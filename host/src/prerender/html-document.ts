import escapeHtml from 'escape-html';
import { SITE_NAME, type PrerenderedPage } from './page-meta';

/** The head tags of one page: its title, description, canonical address and link previews. */
export function headTags(page: PrerenderedPage, publicOrigin: string): string {
  const url = page.path === null ? null : new URL(page.path, publicOrigin).href;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    page.noindex ? '<meta name="robots" content="noindex">' : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}">` : '',
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${escapeHtml(page.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}">`,
  ];
  return tags.filter(Boolean).join('');
}

/**
 * The built index.html with one page's content in it: the head tags, the styles of what was
 * rendered (plain <style> elements, which the content security policy allows; no inline script),
 * and the markup inside #root, marked with the route it was rendered for so the browser hydrates
 * it only there. The "needs JavaScript" notice goes: the page reads without it.
 */
export function prerenderedDocument(
  template: string,
  {
    page,
    markup,
    styleTags,
    publicOrigin,
  }: { page: PrerenderedPage; markup: string; styleTags: string; publicOrigin: string },
): string {
  const steps: Array<[RegExp, string]> = [
    [/<title>[^<]*<\/title>/, headTags(page, publicOrigin)],
    [/<\/head>/, `${styleTags}</head>`],
    [/<noscript>[\s\S]*?<\/noscript>/, ''],
    [
      /<div id="root"><\/div>/,
      `<div id="root" data-prerendered="${escapeHtml(page.path ?? '*')}">${markup}</div>`,
    ],
  ];
  return steps.reduce((html, [pattern, replacement]) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source}`);
    // A function, so "$" in the markup is never read as a replacement pattern.
    return html.replace(pattern, () => replacement);
  }, template);
}
