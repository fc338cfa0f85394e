import { readFile, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';

// The host's own index.html is the shell of every server-rendered page: its script tags start the
// single-page app, which then takes the page over (docs/adr/0009). It is read from HOST_SHELL, a
// file (the native stack: host/dist/index.html) or a URL (an image: http://host:8080/index.html),
// and read again at most every few seconds, so a host release shows up without restarting the API.

/** A shell split where a page's head tags and its content go. */
export interface Shell {
  /** Up to `</head>`, with the host's own title and page tags removed. */
  head: string;
  /** From `</head>` to the inside of `<div id="root">`. */
  beforeContent: string;
  /** The rest, from the root's closing tag. */
  afterContent: string;
  /** Changes with every new host build read: pages rendered into an older shell are not reused. */
  version: number;
}

const RECHECK_MS = 5_000;

/** Without a host build (API tests on a fresh clone), pages are still whole documents, without the app. */
const BARE_SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/>' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"/></head>' +
  '<body><div id="root"></div></body></html>';

// What a page says about itself is the page's to say: the shell's versions of these go.
const PAGE_TAGS = [
  /<title>[\s\S]*?<\/title>/gi,
  /<meta\s+(?:name|property)="(?:description|robots|og:[^"]*|twitter:[^"]*)"[^>]*>/gi,
  /<link\s+rel="canonical"[^>]*>/gi,
  /<script\s+type="application\/(?:ld\+)?json"[^>]*>[\s\S]*?<\/script>/gi,
];

/** Splits a host index.html; null when it has no `<div id="root">` to render into. */
export function splitShell(document: string): Shell | null {
  const headEnd = document.search(/<\/head>/i);
  const rootOpen = /<div\s+id="root"[^>]*>/i.exec(document);
  if (headEnd < 0 || !rootOpen || rootOpen.index < headEnd) return null;
  const contentStart = rootOpen.index + rootOpen[0].length;
  // The root may hold a prerendered page of the host's: skip to its own closing tag.
  const tags = /<div\b|<\/div>/gi;
  tags.lastIndex = contentStart;
  let depth = 1;
  let contentEnd = -1;
  for (let tag = tags.exec(document); tag; tag = tags.exec(document)) {
    depth += tag[0].startsWith('</') ? -1 : 1;
    if (depth === 0) {
      contentEnd = tag.index;
      break;
    }
  }
  if (contentEnd < 0) return null;
  const head = PAGE_TAGS.reduce((text, tag) => text.replace(tag, ''), document.slice(0, headEnd));
  return {
    head,
    // A rendered page reads without scripts: the shell's "needs JavaScript" notice would say
    // otherwise above it (the host's prerendered pages drop it too, host/src/prerender).
    beforeContent: document
      .slice(headEnd, contentStart)
      .replace(/<noscript>[\s\S]*?<\/noscript>/gi, ''),
    afterContent: document.slice(contentEnd),
    version: 0,
  };
}

export class HostShell {
  private current: { shell: Shell; source: string } | null = null;
  private checkedAt = 0;
  private refreshing: Promise<void> | null = null;
  private validator: string | null = null;

  constructor(
    private readonly location: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The latest shell; a failed read keeps the one before, so a host restart never breaks pages. */
  async get(): Promise<Shell> {
    if (Date.now() - this.checkedAt > RECHECK_MS) {
      this.refreshing ??= this.refresh().finally(() => {
        this.refreshing = null;
      });
      // The first read is waited for; later ones run beside the answers (stale while revalidating).
      if (!this.current) await this.refreshing;
    }
    return this.current?.shell ?? (splitShell(BARE_SHELL) as Shell);
  }

  private async refresh(): Promise<void> {
    this.checkedAt = Date.now();
    try {
      const source = await this.read();
      if (source === null || source === this.current?.source) return;
      const shell = splitShell(source);
      if (!shell) {
        this.log.warn(
          { location: this.location },
          'host shell has no <div id="root">; kept the previous one',
        );
        return;
      }
      this.current = {
        shell: { ...shell, version: (this.current?.shell.version ?? 0) + 1 },
        source,
      };
    } catch (error) {
      this.log.warn({ err: error, location: this.location }, 'host shell could not be read');
    }
  }

  /** The document, or null when it has not changed since the last read. */
  private async read(): Promise<string | null> {
    if (/^https?:\/\//.test(this.location)) {
      const answer = await fetch(this.location, {
        headers: this.validator ? { 'if-none-match': this.validator } : {},
        signal: AbortSignal.timeout(2_000),
      });
      if (answer.status === 304) return null;
      if (!answer.ok) throw new Error(`${this.location} answered ${answer.status}`);
      this.validator = answer.headers.get('etag');
      return answer.text();
    }
    const { mtimeMs, size } = await stat(this.location);
    const version = `${mtimeMs}:${size}`;
    if (version === this.validator && this.current) return null;
    this.validator = version;
    return readFile(this.location, 'utf8');
  }
}
