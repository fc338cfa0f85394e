import type { StackHandle } from '../lib/stack.mjs';
export function onBenchStack<T>(
  options: { postgres?: boolean; databaseUrl?: string | null; env?: Record<string, string> },
  work: (stack: {
    host: string;
    apiPids: number[];
    nginxPids: number[];
    label: string;
    databaseUrl: string | null;
    stack: StackHandle;
  }) => Promise<T>,
): Promise<T>;
