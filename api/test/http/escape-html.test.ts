import { describe, expect, it } from 'vitest';
import { html } from '../../src/features/public-pages/html.js';
import { linkPage } from '../../src/http/link-page.js';
import { verificationEmail } from '../../src/mail/templates.js';

// Text the service writes into HTML itself (its pages, its emails, the small pages an emailed link
// opens) is escaped one way (the escape-html package): a member's name or a car's title shows as
// text and never becomes markup or leaves an attribute (docs/security.md).

const TEXT = `Tom & Jerry's <b>"cars"</b> &amp; more`;
const ESCAPED = 'Tom &amp; Jerry&#39;s &lt;b&gt;&quot;cars&quot;&lt;/b&gt; &amp;amp; more';

describe('text written into HTML', () => {
  it('escapes the five characters, an entity already written included, the same on every page', () => {
    expect(html`<p title="${TEXT}">${TEXT}</p>`.value).toBe(`<p title="${ESCAPED}">${ESCAPED}</p>`);
    const page = linkPage('https://garage.example', {
      title: TEXT,
      paragraphs: [TEXT],
      footer: { path: '/', label: 'Home' },
    });
    expect(page).toContain(`<h1>${ESCAPED}</h1><p>${ESCAPED}</p>`);
  });

  it('escapes what an email shows, its link included', () => {
    const email = verificationEmail(
      'tom@example.test',
      TEXT,
      'https://garage.example/verify?token=a&next="x"',
    );
    expect(email.html).toContain(ESCAPED);
    expect(email.html).toContain(
      'href="https://garage.example/verify?token=a&amp;next=&quot;x&quot;"',
    );
  });

  it('leaves other text as it is: letters of any script, quotes of typography, nothing at all', () => {
    expect(html`${'Crème — “Müller” 日本'}`.value).toBe('Crème — “Müller” 日本');
    expect(html`${''}`.value).toBe('');
  });
});
