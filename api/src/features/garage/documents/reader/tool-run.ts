import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

// The reader's tools (poppler, tesseract, heif-convert) parse files a stranger may have crafted, so
// each runs as a child process of its own (docs/security.md): arguments as an array;
// a wall-clock budget after which its whole process group is killed; an address-space and CPU
// budget set by prlimit (util-linux) that the kernel enforces even if this process dies first.

export interface Budget {
  timeoutMs: number;
  memoryBytes: number;
}

/** The tool is not installed here (a developer's machine without poppler or tesseract). */
export class ToolMissingError extends Error {
  constructor(readonly tool: string) {
    super(`${tool} is not installed`);
  }
}

/** The tool ran and gave up, crashed, ran out of its memory or out of its time. */
export class ToolFailedError extends Error {
  constructor(
    readonly tool: string,
    readonly timedOut: boolean,
    detail: string,
  ) {
    super(`${tool} ${timedOut ? 'ran out of time' : 'failed'}: ${detail}`);
  }
}

const found = new Map<string, string | null>();

/** Where `tool` is on PATH, looked up once per process (and PATH). */
export function toolPath(tool: string): string | null {
  const key = `${process.env.PATH ?? ''}\0${tool}`;
  if (!found.has(key)) {
    const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
    found.set(key, dirs.map((dir) => join(dir, tool)).find(isExecutable) ?? null);
  }
  return found.get(key)!;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The child's environment: nothing of the API's (its secrets among them) but what the tools need. */
const childEnv = () => ({
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  LC_ALL: 'C.UTF-8',
  // One thread each: the machine's cores serve requests too, and a thread pool multiplies memory.
  OMP_THREAD_LIMIT: '1',
});

const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

/** Runs `tool` within `budget` and answers its standard output. */
export function runTool(
  tool: string,
  args: readonly string[],
  budget: Budget,
  cwd?: string,
): Promise<Buffer> {
  const path = toolPath(tool);
  if (!path) return Promise.reject(new ToolMissingError(tool));
  const prlimit = toolPath('prlimit');
  const cpuSeconds = Math.ceil(budget.timeoutMs / 1000);
  const [command, commandArgs] = prlimit
    ? [prlimit, [`--as=${budget.memoryBytes}`, `--cpu=${cpuSeconds}`, '--', path, ...args]]
    : [path, [...args]];
  return new Promise((resolve, reject) => {
    // spawn, not execFile: only spawn puts the child in a process group of its own (`detached`),
    // so that the group (anything it started too) is killed at once. Never a shell.
    const child = spawn(command, commandArgs, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: childEnv(),
      ...(cwd ? { cwd } : {}),
    });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let ended: string | null = null;
    const stop = (why: string) => {
      ended ??= why;
      killGroup(child.pid);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > MAX_OUTPUT_BYTES) stop('wrote more than it may');
      else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('utf8');
    });
    const timer = setTimeout(() => stop('timeout'), budget.timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT' ? new ToolMissingError(tool) : error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0 && !ended) return resolve(Buffer.concat(stdout));
      // Whatever it started dies with it.
      killGroup(child.pid);
      const detail = stderr.trim().split('\n').slice(-3).join(' ').slice(0, 300);
      const why = ended ?? (signal ? `killed by ${signal}` : `exit ${code}`);
      reject(
        new ToolFailedError(tool, ended === 'timeout', `${why}${detail ? `: ${detail}` : ''}`),
      );
    });
  });
}

function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group has ended already.
  }
}
