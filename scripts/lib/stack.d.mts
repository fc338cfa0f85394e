export interface StackHandle {
  /** What serves the sites: the images' nginx configuration, or the development server. */
  server: 'nginx' | 'dev';
  urls: Record<string, string>;
  stopRemote(remote: string): Promise<void>;
  startRemote(remote: string): Promise<void>;
  stop(): Promise<void>;
}
export const ROOT: string;
export const API_PORT: number;
export const OIDC_PORT: number;
export const APP_PORTS: Record<'host' | 'garage' | 'community' | 'account' | 'admin', number>;
export const REMOTES: Array<'garage' | 'community' | 'account' | 'admin'>;
export function overrideOriginsFor(env: NodeJS.ProcessEnv): string[];
export function siteServerFor(env?: NodeJS.ProcessEnv): 'nginx' | 'dev';
export function startStack(options?: {
  env?: NodeJS.ProcessEnv;
  withApi?: boolean;
}): Promise<StackHandle>;
