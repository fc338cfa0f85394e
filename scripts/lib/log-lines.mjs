// How the native stack prints its services' output: prefixed by the service, and the API's pino JSON
// made readable when a person is watching (a terminal); JSON untouched otherwise, for log collectors.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @returns {(label: string, line: string) => string} */
export function lineFormatter({ pretty = Boolean(process.stdout.isTTY) } = {}) {
  if (!pretty) return (label, line) => `[${label}] ${line}`;
  const { prettyFactory } = require('pino-pretty');
  const prettify = prettyFactory({
    colorize: true,
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
  return (label, line) => {
    if (!line.startsWith('{')) return `[${label}] ${line}`;
    try {
      return `[${label}] ${prettify(line).trimEnd()}`;
    } catch {
      return `[${label}] ${line}`;
    }
  };
}
