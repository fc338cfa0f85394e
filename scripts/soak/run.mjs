// `npm run soak`: the fault suite against the built API (api/dist) and a throwaway PostgreSQL.
// `--short` runs each scenario briefly (the 'faults' step of npm test); SOAK_ONLY=<function name>
// runs one (e.g. rollingRestart). Prints a table and exits 1 when a write was lost or stored twice,
// or a 5xx came where none may (docs/figures.md).
import { startThrowawayPostgres } from '../lib/throwaway-postgres.mjs';
import {
  killDuringWrites,
  mixedLoad,
  postgresRestart,
  rollingRestart,
  slowDatabase,
} from './scenarios.mjs';

const short = process.argv.includes('--short');
const seconds = short ? 6 : 30;

const postgres = await startThrowawayPostgres({ durable: true });
console.log(
  `Fault suite (${short ? 'short' : 'full'}: ${seconds} s per scenario), PostgreSQL ${postgres.version}`,
);
const rows = [];
const failures = [];
const only = process.env.SOAK_ONLY;
const scenarios = [
  [mixedLoad, (r) => r['5xx'] === 0 && r['no answer'] === 0],
  [rollingRestart, (r) => r['5xx'] === 0 && r['no answer'] === 0],
  [killDuringWrites, (r) => r.lost === 0 && r.duplicated === 0],
  [postgresRestart, () => true],
  [slowDatabase, (r) => r['5xx'] === 0 && r['no answer'] === 0],
];
try {
  for (const [scenario, holds] of scenarios) {
    if (only && scenario.name !== only) continue;
    try {
      const result = await scenario({ postgres, seconds });
      rows.push(result);
      if (!holds(result)) {
        failures.push(result.scenario);
        console.log(`${result.scenario}: answers by status ${JSON.stringify(result.statuses)}`);
      }
    } catch (error) {
      rows.push({
        scenario: scenario.name,
        requests: 'failed',
        '5xx': '-',
        'no answer': '-',
        lost: '-',
        duplicated: '-',
        recovery: error.message,
      });
      failures.push(scenario.name);
    }
  }
} finally {
  await postgres.stop();
}

const columns = ['scenario', 'requests', '5xx', 'no answer', 'lost', 'duplicated', 'recovery'];
console.log(`\n| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
for (const result of rows)
  console.log(`| ${columns.map((column) => result[column]).join(' | ')} |`);
if (failures.length) {
  console.log(`\nFailed: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nEvery scenario held.');
