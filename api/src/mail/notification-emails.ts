import escapeHtml from 'escape-html';
import mjml2html from 'mjml';
import type { NotificationKind } from '@vg/contract';
import { lightColor as color, mailFont, palette, radius } from '@vg/contract/design-tokens';
import type { EmailMessage } from './mailer.js';

// Notification emails, built with MJML so they lay out in one column on a phone and hold up in the
// mail clients that ignore modern CSS. The product's look, from its design tokens
// (docs/adr/0023-design-tokens.md): paper page, ink text, racing green for the mark and the button,
// a serif for headings, a hairline around the card. Always the light scheme: mail clients drop
// custom properties, and choose for themselves how to draw a message at night.
const LOOK = {
  paper: color.page,
  card: color.surface,
  ink: color.text,
  muted: color.textMuted,
  green: color.primary,
  onGreen: palette.white,
  hairline: color.hairline,
  serif: mailFont.heading,
  sans: mailFont.body,
};

/** What the member reads under "Why you got this": the kind in words. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  'reminder-due': 'reminders coming due',
  'reminder-overdue': 'overdue reminders',
  'photo-approved': 'approved photos',
  'photo-rejected': 'photos that were not approved',
  'showcase-featured': 'your cars chosen for the showcase',
  'new-follower': 'new followers',
  'vehicle-comment': 'comments on your vehicles',
  'comment-reply': 'replies to your comments',
  'vehicle-admired': 'members admiring your vehicles',
  'vehicle-handed-over': 'cars you sold or bought changing hands',
  'vehicle-access': 'workshops and co-keepers of cars',
};

export interface EmailItem {
  title: string;
  body: string;
  /** An absolute URL on the site, or null. */
  url: string | null;
}

interface Rendered {
  to: string;
  subject: string;
  preheader: string;
  greeting: string;
  intro: string | null;
  items: EmailItem[];
  /** Why the member got it and how to stop it: one link per kind for a digest, one for an email. */
  unsubscribe: { label: string; url: string }[];
  settingsUrl: string;
}

const text = (value: string) => escapeHtml(value);

function itemMjml(item: EmailItem, button: boolean): string {
  const body = item.body
    ? `<mj-text font-size="15px" line-height="1.5" color="${LOOK.ink}" padding-top="0">${text(item.body)}</mj-text>`
    : '';
  const action = item.url
    ? button
      ? `<mj-button href="${text(item.url)}" background-color="${LOOK.green}" color="${LOOK.onGreen}" font-size="16px" border-radius="${radius.md}" inner-padding="12px 24px" align="left">Open in Vintage Garage</mj-button>`
      : `<mj-text padding-top="0"><a href="${text(item.url)}" style="color:${LOOK.green}">Open</a></mj-text>`
    : '';
  return `<mj-text font-family="${LOOK.serif}" font-size="${button ? 22 : 18}px" line-height="1.3" color="${LOOK.ink}">${text(item.title)}</mj-text>${body}${action}`;
}

async function render(email: Rendered): Promise<EmailMessage> {
  const single = email.items.length === 1 && !email.intro;
  const items = email.items
    .map((item, index) =>
      index === 0
        ? itemMjml(item, single)
        : `<mj-divider border-width="1px" border-color="${LOOK.hairline}" />${itemMjml(item, single)}`,
    )
    .join('');
  const unsubscribe = email.unsubscribe
    .map(
      (link) => `<a href="${text(link.url)}" style="color:${LOOK.muted}">${text(link.label)}</a>`,
    )
    .join(' · ');
  const source = `<mjml lang="en">
  <mj-head>
    <mj-title>${text(email.subject)}</mj-title>
    <mj-preview>${text(email.preheader)}</mj-preview>
    <mj-attributes><mj-all font-family="${LOOK.sans}" /><mj-text padding="8px 24px" color="${LOOK.ink}" /></mj-attributes>
  </mj-head>
  <mj-body background-color="${LOOK.paper}" width="600px">
    <mj-section padding="24px 0 8px"><mj-column>
      <mj-text font-family="${LOOK.serif}" font-size="20px" color="${LOOK.green}" font-weight="bold">Vintage Garage</mj-text>
    </mj-column></mj-section>
    <mj-section background-color="${LOOK.card}" border="1px solid ${LOOK.hairline}" border-radius="8px" padding="16px 0"><mj-column>
      <mj-text font-size="15px" color="${LOOK.ink}">${text(email.greeting)}</mj-text>
      ${email.intro ? `<mj-text font-size="15px" color="${LOOK.ink}">${text(email.intro)}</mj-text>` : ''}
      ${items}
    </mj-column></mj-section>
    <mj-section padding="8px 0 24px"><mj-column>
      <mj-text font-size="13px" line-height="1.5" color="${LOOK.muted}">You get this email because of your notification settings. <a href="${text(email.settingsUrl)}" style="color:${LOOK.muted}">Change them</a>, or stop emails about ${unsubscribe}.</mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'soft', minify: false });
  if (errors.length > 0) throw new Error(`email template: ${errors[0]?.formattedMessage}`);

  const lines = [email.greeting, ''];
  if (email.intro) lines.push(email.intro, '');
  for (const item of email.items) {
    lines.push(item.title);
    if (item.body) lines.push(item.body);
    if (item.url) lines.push(`Open: ${item.url}`);
    lines.push('');
  }
  lines.push('Vintage Garage', '', `Change your notification settings: ${email.settingsUrl}`);
  for (const link of email.unsubscribe) lines.push(`Stop emails about ${link.label}: ${link.url}`);

  const oneClick = email.unsubscribe.length === 1 ? email.unsubscribe[0] : undefined;
  return {
    to: email.to,
    subject: email.subject,
    text: lines.join('\n'),
    html,
    // RFC 8058: a mail client's "Unsubscribe" button POSTs to this address with no sign-in. A digest
    // spans kinds; its header turns off the digest's first kind, and the email lists each kind's link.
    headers: {
      'List-Unsubscribe': `<${(oneClick ?? email.unsubscribe[0])!.url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function notificationEmail(input: {
  to: string;
  username: string;
  kind: NotificationKind;
  item: EmailItem;
  unsubscribeUrl: string;
  settingsUrl: string;
}): Promise<EmailMessage> {
  return render({
    to: input.to,
    subject: input.item.title,
    preheader: input.item.body || input.item.title,
    greeting: `Hello ${input.username},`,
    intro: null,
    items: [input.item],
    unsubscribe: [{ label: KIND_LABELS[input.kind], url: input.unsubscribeUrl }],
    settingsUrl: input.settingsUrl,
  });
}

export function digestEmail(input: {
  to: string;
  username: string;
  items: EmailItem[];
  unsubscribe: { kind: NotificationKind; url: string }[];
  settingsUrl: string;
}): Promise<EmailMessage> {
  const count = input.items.length;
  return render({
    to: input.to,
    subject: `Your week at Vintage Garage: ${count} ${count === 1 ? 'update' : 'updates'}`,
    preheader: input.items[0]?.title ?? 'Your weekly digest',
    greeting: `Hello ${input.username},`,
    intro: `Here is what happened this week, ${count === 1 ? 'one update' : `${count} updates`} in all.`,
    items: input.items,
    unsubscribe: input.unsubscribe.map((link) => ({
      label: KIND_LABELS[link.kind],
      url: link.url,
    })),
    settingsUrl: input.settingsUrl,
  });
}
