// Each phase of compose:test timed, and the timings printed as they end and once more at the end.
const timings = [];

export async function phase(name, work) {
  const started = Date.now();
  console.log(`\n== ${name}`);
  try {
    return await work();
  } finally {
    const seconds = (Date.now() - started) / 1000;
    timings.push({ name, seconds });
    console.log(`== ${name}: ${seconds.toFixed(1)} s`);
  }
}

export function printTimings() {
  console.log('\nPhase durations:');
  for (const { name, seconds } of timings)
    console.log(`  ${name.padEnd(44)} ${seconds.toFixed(1).padStart(7)} s`);
  const total = timings.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(`  ${'total'.padEnd(44)} ${total.toFixed(1).padStart(7)} s`);
}
