import type { PublicDocument, PublicVehicleView } from '@vg/contract';
import { DOCUMENT_KIND_LABELS, formatStorageSize } from '@vg/contract/rules';
import { html, type Html } from './html.js';
import { formatDay, recordedBy } from './vehicle-history.js';

function paper(document: PublicDocument): Html {
  const facts = [
    DOCUMENT_KIND_LABELS[document.kind],
    document.date ? formatDay(document.date) : null,
    document.pageCount
      ? `${document.pageCount} ${document.pageCount === 1 ? 'page' : 'pages'}`
      : null,
    formatStorageSize(document.byteSize),
  ].filter(Boolean);
  return html`<li class="vg-ssr-entry">
    <div class="vg-ssr-entry-head">
      <h3>${document.title}</h3>
      <a href="${document.fileUrl}" download="${document.fileName}">Download</a>
    </div>
    <p class="vg-ssr-muted">${facts.join(' · ')}</p>
    ${recordedBy(document.author)}
    ${document.note ? html`<p class="vg-ssr-story">${document.note}</p>` : null}
  </li>`;
}

/** The car's papers, on a share link's page whose keeper ticked them (docs/product.md#papers). */
export function papers(view: PublicVehicleView): Html {
  if (!view.scope.documents || view.documents.length === 0) return html``;
  return html`<section class="vg-ssr-section" aria-labelledby="vg-papers">
    <h2 id="vg-papers">Papers (${view.documents.length})</h2>
    <ul class="vg-ssr-entries">
      ${view.documents.map(paper)}
    </ul>
  </section>`;
}
