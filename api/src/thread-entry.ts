import { createRequire } from 'node:module';

/**
 * Where a worker thread's source is, beside the file that starts it: its compiled .js in a build;
 * from source (tsx, vitest) the .ts, which the thread loads through tsx's hooks, with @vg/contract
 * from its source as the API has it there. `name` is the file's name without its extension, `from`
 * the starting file's `import.meta.url`.
 */
export function threadEntry(name: string, from: string): { url: URL; execArgv: string[] } {
  const fromSource = from.endsWith('.ts');
  const url = new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, from);
  if (!fromSource) return { url, execArgv: [] };
  const tsx = createRequire(from).resolve('tsx/esm');
  return { url, execArgv: ['--conditions=vg-source', '--import', new URL(`file://${tsx}`).href] };
}
