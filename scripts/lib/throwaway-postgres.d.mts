export interface PostgresServer {
  url: string;
  version: string;
  /** Stops the server ('fast': disconnects clients; 'immediate': as a crash would), keeping its data. */
  halt(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again after halt(). */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  stop(): Promise<void>;
}
export function startThrowawayPostgres(options?: { durable?: boolean }): Promise<PostgresServer>;
export function freeLoopbackPort(): Promise<number>;
