export function startPlainNginx(options: {
  root: string;
  locations?: string;
  port?: number;
}): Promise<{ origin: string; pids: number[]; stop: () => Promise<void> }>;
export function untilAnswering(url: string): Promise<void>;
