import { headTags, prerenderedDocument } from './html-document';
import { PRERENDERED_PAGES, prerenderedPageAt } from './page-meta';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Vintage Garage</title>' +
  '<script defer="defer" src="/main.0123456789.js"></script></head><body>' +
  '<noscript>Vintage Garage needs JavaScript to run.</noscript><div id="root"></div></body></html>';

const help = prerenderedPageAt('/help')!;

function documentFor(
  markup = '<h1>Help</h1>',
  styleTags = '<style data-styled="true">h1{}</style>',
) {
  return prerenderedDocument(TEMPLATE, {
    page: help,
    markup,
    styleTags,
    publicOrigin: 'https://vintage-garage.example',
  });
}

describe('prerenderedDocument', () => {
  it("puts the page's title, description, canonical address and link-preview tags in the head", () => {
    const html = documentFor();
    expect(html).toContain('<title>Help · Vintage Garage</title>');
    expect(html).not.toContain('<title>Vintage Garage</title>');
    expect(html).toContain(`<meta name="description" content="${help.description}">`);
    expect(html).toContain('<link rel="canonical" href="https://vintage-garage.example/help">');
    expect(html).toContain(
      '<meta property="og:url" content="https://vintage-garage.example/help">',
    );
    expect(html).toContain('<meta property="og:title" content="Help · Vintage Garage">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('noindex');
  });

  it('puts the markup in #root, marked with its route, and the styles before </head>', () => {
    const html = documentFor();
    expect(html).toContain('<div id="root" data-prerendered="/help"><h1>Help</h1></div>');
    expect(html).toMatch(/<style data-styled="true">h1\{\}<\/style><\/head>/);
    expect(html).not.toContain('<noscript>');
    // The app's own script stays the only script.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('keeps "$" in the markup as it is', () => {
    expect(documentFor('<p>$& $1 $$</p>')).toContain('<p>$& $1 $$</p>');
  });

  it('marks the not-found page noindex, with no canonical address', () => {
    const notFound = PRERENDERED_PAGES.find((page) => page.path === null)!;
    const html = prerenderedDocument(TEMPLATE, {
      page: notFound,
      markup: '<h1>Page not found</h1>',
      styleTags: '',
      publicOrigin: 'https://vintage-garage.example',
    });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('data-prerendered="*"');
  });

  it('refuses a template it cannot fill', () => {
    expect(() =>
      prerenderedDocument('<html></html>', {
        page: help,
        markup: '',
        styleTags: '',
        publicOrigin: 'https://vintage-garage.example',
      }),
    ).toThrow(/index.html has no/);
  });
  // The same escaping as the pages the API writes (the escape-html package), apostrophe included.
  it('escapes a title and description in every tag, apostrophes and written entities included', () => {
    const tags = headTags(
      { ...help, title: `Tom & Jerry's <b>"cars"</b>`, description: 'Rust &amp; all' },
      'https://vintage-garage.example',
    );
    const title = 'Tom &amp; Jerry&#39;s &lt;b&gt;&quot;cars&quot;&lt;/b&gt;';
    expect(tags).toContain(`<title>${title}</title>`);
    expect(tags).toContain(`<meta property="og:title" content="${title}">`);
    expect(tags).toContain(`<meta name="twitter:title" content="${title}">`);
    expect(tags).toContain('<meta name="description" content="Rust &amp;amp; all">');
  });
});
