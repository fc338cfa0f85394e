import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { databaseEngine, type Db } from '../../db/database.js';
import { LIVE_CHANNEL, type LiveSignal } from './live-signal.js';

type Listener = (streamSeq: string | null) => void;

/** How long to wait before listening again after the Postgres connection dropped. */
const RECONNECT_MS = 3000;

/**
 * One LISTEN per API process for every open stream: signals from any process on the database
 * (Postgres NOTIFY, sent when a notification's transaction commits) are handed to the streams of
 * the member they concern. On PGlite the same NOTIFY is heard in-process. Listening starts with the
 * first stream and is kept until the app closes.
 */
export class NotificationStreamHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private started: Promise<void> | null = null;
  private closed = false;
  private client: pg.Client | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly schema: string;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    const engine = databaseEngine(db);
    this.schema = engine.kind === 'postgres' ? (engine.schema ?? 'public') : 'public';
  }

  /** Calls `listener` for each signal about the member until the returned function is called. */
  async subscribe(userId: string, listener: Listener): Promise<() => void> {
    this.started ??= this.listen();
    await this.started;
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  get streams(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  private dispatch(payload: string | undefined): void {
    if (!payload) return;
    let signal: LiveSignal;
    try {
      signal = JSON.parse(payload) as LiveSignal;
    } catch {
      return;
    }
    if (signal.s !== this.schema) return;
    for (const listener of this.listeners.get(signal.u) ?? []) listener(signal.n);
  }

  private async listen(): Promise<void> {
    const engine = databaseEngine(this.db);
    if (engine.kind === 'pglite') {
      const { pglite, alone } = engine;
      // With the connection alone, so LISTEN never lands inside a request's transaction.
      this.unlisten = await alone(() =>
        pglite.listen(LIVE_CHANNEL, (payload) => this.dispatch(payload)),
      );
      return;
    }
    await this.connect(engine.databaseUrl);
  }

  private async connect(databaseUrl: string): Promise<void> {
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: 'vintage-garage-live',
    });
    client.on('notification', (message) => this.dispatch(message.payload));
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'notification stream listener lost its connection');
      void client.end().catch(() => undefined);
      this.reconnectLater(databaseUrl);
    });
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    this.client = client;
  }

  private reconnectLater(databaseUrl: string): void {
    this.client = null;
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed) return;
      this.connect(databaseUrl)
        .then(() => {
          // Streams may have missed signals meanwhile: each checks for what it has not sent.
          for (const set of this.listeners.values()) for (const listener of set) listener('');
        })
        .catch(() => this.reconnectLater(databaseUrl));
    }, RECONNECT_MS).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.client?.end().catch(() => undefined);
    await this.unlisten?.().catch(() => undefined);
  }
}
