import type { Server } from 'node:http';

export function contentSecurityPolicy(
  document: Partial<Record<string, string>> & { overrideOrigins?: string[] },
): string;
export function hostDevServer(options: {
  root: string;
  api: string;
  registry: () => Record<string, unknown>;
}): Server;
export function remoteDevServer(options: {
  root: string;
  releases?: string;
  hostOrigin: string;
}): Server;
export function listen(server: Server, port: number, host?: string): Promise<Server>;
