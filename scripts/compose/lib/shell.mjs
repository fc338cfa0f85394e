// Running the commands compose:test is made of: output shown as it comes, or captured.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs a command in the repository root; resolves with its output (captured unless `show`). */
export function run(
  command,
  args,
  { env = process.env, show = false, cwd = ROOT, allowFail = false } = {},
) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: show ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) =>
      allowFail ? resolve({ code: -1, output: String(error) }) : reject(error),
    );
    child.on('close', (code) => {
      if (code === 0 || allowFail) resolve({ code, output });
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} exited with ${code}${show ? '' : `:\n${output}`}`,
          ),
        );
    });
  });
}

/** `docker compose …` for this project's file, with the environment that chose the bases. */
export const compose = (args, options) =>
  run('docker', ['compose', '--file', path.join(ROOT, 'docker-compose.yml'), ...args], options);
