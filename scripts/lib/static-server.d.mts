import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export function createStaticServer(options: {
  mounts: Record<string, string>;
  spaFallback?: boolean;
  corsOrigin?: string;
  routes?: Record<string, (req: IncomingMessage, res: ServerResponse) => void>;
  proxy?: { prefix: string; targets: string[]; readyPath?: string };
  headers?: Record<string, string> | (() => Record<string, string>);
  pages?: { match: (pathname: string) => boolean; path: (url: URL) => string };
  sharedCache?: boolean;
}): Server;
export function listen(server: Server, port: number, host?: string): Promise<Server>;
