// Keeps a child process of the native stack running: when it ends without being asked to, it is
// started again after a pause that doubles with each quick failure (0.5 s up to 10 s), and a line
// says so. A child that stayed up for a while gets the short pause again. stop() ends it for good.
import { spawn } from 'node:child_process';

const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 10_000;
/** Up this long, a child counts as healthy again: its next crash restarts after the first pause. */
const STABLE_AFTER_MS = 30_000;

const describeExit = (code, signal) =>
  signal ? `was killed (${signal})` : `exited with code ${code}`;

/**
 * @param {object} options
 * @param {string} options.label what the lines call it: "api"
 * @param {string} [options.command] the program (default: this node)
 * @param {string[]} options.args its arguments
 * @param {boolean} [options.group] run it as a process group (npm and what it starts) and signal the group
 * @param {NodeJS.ProcessEnv} options.env
 * @param {string} options.cwd
 * @param {(line: string, stream: 'stdout' | 'stderr') => void} options.onLine each output line
 * @param {(message: string) => void} [options.say] the supervisor's own lines
 */
export function supervise({
  label,
  command = process.execPath,
  args,
  group = false,
  env,
  cwd,
  onLine,
  say = console.log,
}) {
  let child;
  let stopped = false;
  // Set by restart(): the next exit is asked for, so it is neither a crash nor waited on.
  let restarting = false;
  let pauseMs = FIRST_PAUSE_MS;
  let restarts = 0;
  let timer;

  const forward = (stream, name) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line) onLine(line, name);
    });
  };

  const start = () => {
    const startedAt = Date.now();
    child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: group });
    forward(child.stdout, 'stdout');
    forward(child.stderr, 'stderr');
    child.once('exit', (code, signal) => {
      if (stopped) return;
      if (restarting) {
        restarting = false;
        return start();
      }
      if (Date.now() - startedAt >= STABLE_AFTER_MS) pauseMs = FIRST_PAUSE_MS;
      restarts += 1;
      say(
        `[${label}] ${describeExit(code, signal)}; restarting in ${pauseMs / 1000} s (restart ${restarts})`,
      );
      timer = setTimeout(start, pauseMs);
      pauseMs = Math.min(pauseMs * 2, LONGEST_PAUSE_MS);
    });
  };
  const signal = (name) => {
    try {
      if (group) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // already gone
    }
  };
  start();

  return {
    get pid() {
      return child.pid;
    },
    get restarts() {
      return restarts;
    },
    /** Starts the child again at once (its code changed), saying why. */
    restart(reason) {
      if (stopped) return;
      say(`[${label}] ${reason}: restarting`);
      if (child.exitCode !== null || child.signalCode !== null) {
        clearTimeout(timer);
        return start();
      }
      restarting = true;
      signal('SIGTERM');
    },
    /** Ends the child (SIGTERM, then SIGKILL after `graceMs`) and restarts it no more. */
    stop(graceMs = 15_000) {
      stopped = true;
      clearTimeout(timer);
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        signal('SIGTERM');
        setTimeout(() => signal('SIGKILL'), graceMs).unref();
      });
    },
  };
}
