import { createHash } from 'node:crypto';
import { DOCUMENT_CHECK } from '@vg/contract/rules';
import { API_PREFIX } from '../../http/route-table.js';

// "Check a document" on a dossier's verification page (docs/product.md#sale-dossier): the reader
// picks a file and their browser hashes it (Web Crypto) against the papers the page lists. The file
// never leaves their device: nothing is sent anywhere. A script file of the site's own, as the
// host's Content-Security-Policy allows ('self'; no inline script), and without JavaScript the
// section stays hidden rather than offer a control that does nothing.

// The match sentence wraps the paper's title: the contract writes it once, the script fills it in.
const [matchBefore, matchAfter] = DOCUMENT_CHECK.matches('\u0000').split('\u0000');

const TEXTS = {
  checking: DOCUMENT_CHECK.checking,
  matchBefore,
  matchAfter,
  noMatch: DOCUMENT_CHECK.noMatch,
  unavailable: DOCUMENT_CHECK.unavailable,
  unreadable: DOCUMENT_CHECK.unreadable,
};

// Written for every browser the site supports, as it is sent: no build step, no module.
const SOURCE = `(function (texts) {
  'use strict';
  var section = document.getElementById('vg-check');
  var input = document.getElementById('vg-check-file');
  var result = document.getElementById('vg-check-result');
  if (!section || !input || !result) return;
  var papers = Array.prototype.map.call(document.querySelectorAll('[data-vg-paper]'), function (row) {
    return { sha256: row.getAttribute('data-vg-paper'), title: row.getAttribute('data-vg-paper-title') };
  });
  section.hidden = false;
  function say(text, tone) {
    result.textContent = text;
    result.className = tone ? 'vg-verify-state vg-verify-' + tone : '';
  }
  var subtle = window.crypto && window.crypto.subtle;
  if (!subtle || !window.Blob || !Blob.prototype.arrayBuffer) {
    input.disabled = true;
    say(texts.unavailable);
    return;
  }
  function hex(buffer) {
    return Array.prototype.map.call(new Uint8Array(buffer), function (byte) {
      return (byte < 16 ? '0' : '') + byte.toString(16);
    }).join('');
  }
  var asked = 0;
  input.addEventListener('change', function () {
    var file = input.files && input.files[0];
    var turn = ++asked;
    if (!file) return say('');
    say(texts.checking);
    file.arrayBuffer().then(function (bytes) {
      return subtle.digest('SHA-256', bytes);
    }).then(function (digest) {
      if (turn !== asked) return;
      var sum = hex(digest);
      var paper = papers.filter(function (item) { return item.sha256 === sum; })[0];
      if (paper) say(texts.matchBefore + paper.title + texts.matchAfter, 'valid');
      else say(texts.noMatch, 'changed');
    }, function () {
      if (turn === asked) say(texts.unreadable, 'changed');
    });
  });
})(${JSON.stringify(TEXTS)});
`;

export const VERIFY_CHECK_SCRIPT = SOURCE;

/** Its address, versioned by its content: a page kept in a cache never meets another script. */
export const verifyCheckScriptUrl = `${API_PREFIX}/pages/verify-check.js?v=${createHash('sha256')
  .update(SOURCE)
  .digest('hex')
  .slice(0, 12)}`;
