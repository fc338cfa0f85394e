import {
  DOCUMENT_KIND_LABELS,
  type DossierVerification,
  type DossierVerificationDocument,
  type DossierVerificationEntry,
} from '@vg/contract';
import { DOCUMENT_CHECK, recordedByLine } from '@vg/contract/rules';
import {
  breakpoints,
  color,
  font,
  fontSize,
  fontWeight,
  layout,
  radius,
  verificationColor,
} from '@vg/contract/design-tokens';
import { groupedCode } from '../garage/dossiers/dossier-code.js';
import { html } from './html.js';
import type { RenderedPage } from './page-document.js';
import { readerDate } from './reader-locale.js';
import { verifyCheckScriptUrl } from './verify-check-script.js';

// A sale dossier's verification page, /verify/<code> (docs/product.md#sale-dossier): what a buyer
// reads after scanning the QR code. Only what the dossier itself holds; a withdrawn dossier says
// that and nothing else; an unknown code (or a suspended keeper's dossier) is one plain page. A
// keeper is shown by their period and how they came to the car, never by who (docs/security.md,
// T42). Each paper it lists shows its file's SHA-256, and "Check a document" hashes a reader's copy
// in their browser (verify-check-script.ts): the file is never uploaded.

export const VERIFY_STYLES = `
.vg-verify-state{border:1px solid;border-left-width:6px;border-radius:8px;padding:16px 20px;background:${color.surface};max-width:${layout.readableMaxWidth}}
.vg-verify-state strong{display:block;font-size:1.125rem}
.vg-verify-valid{border-color:${verificationColor.valid}}.vg-verify-changed{border-color:${verificationColor.changed}}.vg-verify-withdrawn{border-color:${verificationColor.withdrawn}}
.vg-verify-print{font-family:${font.mono};font-size:${fontSize.sm};overflow-wrap:anywhere;background:${color.surface};border:1px solid ${color.hairline};border-radius:${radius.md};padding:8px 12px}
.vg-verify-table{width:100%;border-collapse:collapse;background:${color.surface};border:1px solid ${color.hairline};font-variant-numeric:tabular-nums}
.vg-verify-table th,.vg-verify-table td{text-align:left;padding:8px 12px;border-bottom:1px solid ${verificationColor.rowRule};vertical-align:top}
.vg-verify-table thead th{font-size:${fontSize.sm};color:${color.textMuted}}
.vg-verify-changed-row td:last-child{color:${verificationColor.changed};font-weight:${fontWeight.bold}}
.vg-verify-label{display:none}
.vg-verify-sha{display:block;font-family:${font.mono};font-size:${fontSize.xs};color:${color.textMuted};overflow-wrap:anywhere;margin-top:4px}
.vg-verify-note{display:block;font-size:${fontSize.sm};color:${color.textMuted}}
.vg-verify-check[hidden]{display:none}
.vg-verify-check input{max-width:100%;font:inherit;padding:8px 0}
.vg-verify-check input:focus-visible{outline:2px solid ${color.primary};outline-offset:2px}
.vg-verify-check #vg-check-result:empty{display:none}
@media (max-width:${breakpoints.mobileMax}px){.vg-verify-table thead{display:none}.vg-verify-label{display:inline;font-size:${fontSize.sm};color:${color.textMuted};font-weight:${fontWeight.regular}}.vg-verify-label::after{content:": "}.vg-verify-table tr{display:block;padding:8px 0;border-bottom:1px solid ${verificationColor.rowRule}}.vg-verify-table td{display:block;border:0;padding:2px 12px}}
`
  .trim()
  .replace(/\n/g, '');

const OWNER = 'dossier/verification';

// The buyer's locale, not the PDF's: the page is theirs (docs/product.md#dates).
const day = readerDate;

const KIND: Record<DossierVerificationEntry['kind'], string> = {
  vehicle: 'The car’s particulars',
  ownership: 'Keeper',
  maintenance: 'Maintenance',
  modification: 'Modification',
  document: 'Paper',
};

/** A record's date; a keeper's period from its start to its end, when it ended. */
function when(entry: DossierVerificationEntry): string {
  if (!entry.date) return '–';
  return entry.until ? `${day(entry.date)} – ${day(entry.until)}` : day(entry.date);
}

const listed = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** What became of a record; of a changed one, which fields changed, never their values. */
function since(entry: DossierVerificationEntry): string {
  if (entry.state === 'changed') {
    const on = `Changed on ${day(entry.changedAt!)}`;
    return entry.changedFields.length ? `${on}: ${listed.format(entry.changedFields)}` : on;
  }
  if (entry.state === 'removed') return 'Removed from the garage';
  return 'Unchanged';
}

const pages = (count: number | null) =>
  count === null ? '–' : count === 1 ? '1 page' : `${count} pages`;

const papersSince = (paper: DossierVerificationDocument) =>
  paper.state === 'removed' ? 'Removed from the garage' : 'Unchanged';

/** How much no longer matches: records changed or removed, papers removed. */
function changedSentence(verification: DossierVerification): string {
  const records = verification.entries.filter((entry) => entry.state !== 'unchanged').length;
  const papers = verification.documents.filter((paper) => paper.state !== 'unchanged').length;
  const parts = [
    records &&
      (records === 1
        ? '1 record was changed or removed'
        : `${records} records were changed or removed`),
    papers && (papers === 1 ? '1 paper was removed' : `${papers} papers were removed`),
  ].filter(Boolean);
  return `${parts.join(', and ')} after the dossier was made. The lists below say which, and when.`;
}

/**
 * Who wrote a record or paper, by role only (docs/product.md#sale-dossier): the page names no
 * keeper. A dossier made before it was told says nothing.
 */
const recordedBy = (item: { author?: DossierVerificationEntry['author'] }) =>
  item.author ? html`<span class="vg-verify-note">${recordedByLine(item.author)}</span>` : null;

// On a phone the table's header row hides and each cell stands alone: the cell names itself.
const label = (text: string) => html`<span class="vg-verify-label">${text}</span>`;

const meta = (title: string, description: string): RenderedPage['meta'] => ({
  title,
  description,
  url: null,
  image: null,
  type: 'website',
  // A dossier is its keeper's to hand out, not a page for search engines.
  noindex: true,
});

export function verificationPage(verification: DossierVerification): RenderedPage {
  const code = groupedCode(verification.code);
  if (verification.state === 'withdrawn')
    return {
      status: 200,
      owner: OWNER,
      meta: meta(
        `Sale dossier ${code} withdrawn`,
        'This sale dossier was withdrawn by its keeper.',
      ),
      content: html`<div class="vg-ssr-page">
        <header><h1>Sale dossier ${code}</h1></header>
        <p class="vg-verify-state vg-verify-withdrawn" role="status">
          <strong>This dossier was withdrawn</strong>
          Its keeper withdrew it. It no longer vouches for anything.
        </p>
      </div>`,
    };
  const valid = verification.state === 'valid';
  return {
    status: 200,
    owner: OWNER,
    meta: meta(
      `Sale dossier ${code}`,
      valid
        ? 'This sale dossier matches the garage’s records.'
        : 'This sale dossier no longer matches the garage’s records.',
    ),
    content: html`<div class="vg-ssr-page">
      <header>
        <h1>Sale dossier ${code}</h1>
        <p class="vg-ssr-lede">
          ${verification.vehicleTitle} · made on ${day(verification.madeAt!)} by its keeper on
          Vintage Garage
        </p>
      </header>
      ${
        valid
          ? html`<p class="vg-verify-state vg-verify-valid" role="status">
              <strong>Valid: this dossier matches the garage’s records</strong>
              Every record in it is as it was when the dossier was made.
            </p>`
          : html`<p class="vg-verify-state vg-verify-changed" role="status">
              <strong>This dossier no longer matches the garage’s records</strong>
              ${changedSentence(verification)}
            </p>`
      }
      <section class="vg-ssr-section" aria-labelledby="vg-verify-print">
        <h2 id="vg-verify-print">Fingerprint</h2>
        <p class="vg-verify-print">${verification.fingerprint}</p>
        <p class="vg-ssr-muted">
          The same fingerprint is printed at the foot of every page of the dossier. If the one on
          your copy differs, the file is not the one Vintage Garage made.
        </p>
      </section>
      <section class="vg-ssr-section" aria-labelledby="vg-verify-records">
        <h2 id="vg-verify-records">What the dossier holds</h2>
        <table class="vg-verify-table">
          <thead>
            <tr>
              <th scope="col">Record</th>
              <th scope="col">Date</th>
              <th scope="col">First entered</th>
              <th scope="col">Since the dossier</th>
            </tr>
          </thead>
          <tbody>
            ${verification.entries.map(
              (entry) =>
                html`<tr class="${entry.state === 'unchanged' ? '' : 'vg-verify-changed-row'}">
                  <td>${KIND[entry.kind]}: ${entry.title}${recordedBy(entry)}</td>
                  <td>${label('Date')}${when(entry)}</td>
                  <td>${label('First entered')}${day(entry.enteredAt)}</td>
                  <td>${label('Since the dossier')}${since(entry)}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </section>
      ${papersSection(verification.documents)}
    </div>`,
  };
}

/**
 * The papers the dossier lists, each with its file's fingerprint, and "Check a document": hidden
 * until its script runs, so that without JavaScript there is no control that does nothing.
 */
function papersSection(papers: DossierVerificationDocument[]) {
  if (papers.length === 0) return null;
  return html`<section class="vg-ssr-section" aria-labelledby="vg-verify-papers">
      <h2 id="vg-verify-papers">Papers</h2>
      <p class="vg-ssr-muted">
        Each paper’s fingerprint is the SHA-256 of its file as the keeper uploaded it. A copy is the
        same paper only if its fingerprint is the same.
      </p>
      <table class="vg-verify-table">
        <thead>
          <tr>
            <th scope="col">Paper</th>
            <th scope="col">Date</th>
            <th scope="col">Pages</th>
            <th scope="col">Since the dossier</th>
          </tr>
        </thead>
        <tbody>
          ${papers.map(
            (paper) =>
              html`<tr
                class="${paper.state === 'unchanged' ? '' : 'vg-verify-changed-row'}"
                data-vg-paper="${paper.sha256}"
                data-vg-paper-title="${paper.title}"
              >
                <td>
                  ${DOCUMENT_KIND_LABELS[paper.kind]}: ${paper.title}
                  <span class="vg-verify-sha">SHA-256 ${paper.sha256}</span>
                  ${paper.appended ? html`<span class="vg-verify-note">Its pages are appended to the dossier.</span>` : null}
                  ${recordedBy(paper)}
                </td>
                <td>${label('Date')}${paper.date ? day(paper.date) : '–'}</td>
                <td>${label('Pages')}${pages(paper.pageCount)}</td>
                <td>${label('Since the dossier')}${papersSince(paper)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </section>
    <section
      class="vg-ssr-section vg-verify-check"
      id="vg-check"
      aria-labelledby="vg-check-title"
      hidden
    >
      <h2 id="vg-check-title"><label for="vg-check-file">${DOCUMENT_CHECK.label}</label></h2>
      <p class="vg-ssr-muted">
        Pick a copy of one of these papers to see whether it is one of them, byte for byte.
        ${DOCUMENT_CHECK.privacy}
      </p>
      <input type="file" id="vg-check-file" />
      <p id="vg-check-result" role="status" aria-live="polite"></p>
    </section>
    <script src="${verifyCheckScriptUrl}" defer></script>`;
}

export const unknownDossierPage = (): RenderedPage => ({
  status: 404,
  owner: OWNER,
  meta: meta('No dossier at this address', 'There is no sale dossier at this address.'),
  content: html`<div class="vg-ssr-page">
    <header>
      <h1>No dossier at this address</h1>
      <p class="vg-ssr-lede">
        Check the code printed at the foot of the dossier’s pages: it reads like ABCD-EFGH-JKMN.
      </p>
    </header>
  </div>`,
});

/** A client past its limit of verifications (docs/security.md, T42). */
export const tooManyVerificationsPage = (retryAfterSeconds: number): RenderedPage => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    status: 429,
    owner: OWNER,
    meta: meta('Too many verifications', 'Too many sale dossiers were verified from here.'),
    content: html`<div class="vg-ssr-page">
      <header>
        <h1>Too many verifications from your connection</h1>
        <p class="vg-ssr-lede">
          Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.
        </p>
      </header>
    </div>`,
  };
};
