import { describe, expect, it } from 'vitest';
import {
  runTool,
  ToolFailedError,
  ToolMissingError,
} from '../../../src/features/garage/documents/reader/tool-run.js';

// The reader's tools parse files strangers may craft (docs/security.md): each is a child process
// held to its time and memory, killed with its whole process group when its time is up.

const MiB = 1024 * 1024;

describe('a reader tool', () => {
  it('is killed when its time is up, and says so', async () => {
    const started = Date.now();
    const run = runTool('sleep', ['30'], { timeoutMs: 300, memoryBytes: 64 * MiB });
    await expect(run).rejects.toBeInstanceOf(ToolFailedError);
    await expect(run).rejects.toMatchObject({ timedOut: true });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('cannot take more memory than its budget', async () => {
    const listLanguages = (memoryBytes: number) =>
      runTool('tesseract', ['--list-langs'], { timeoutMs: 10_000, memoryBytes });
    await expect(listLanguages(512 * MiB)).resolves.toBeInstanceOf(Buffer);
    // 16 MB of address space does not even hold tesseract's libraries: it fails instead.
    await expect(listLanguages(16 * MiB)).rejects.toMatchObject({ timedOut: false });
  });

  it('gets nothing of the API’s environment, its secrets among them', async () => {
    process.env.JWT_SECRET_FOR_TOOL_TEST = 'not for tools';
    const out = await runTool('env', [], { timeoutMs: 5_000, memoryBytes: 64 * MiB });
    delete process.env.JWT_SECRET_FOR_TOOL_TEST;
    expect(out.toString('utf8')).not.toContain('not for tools');
  });

  it('is missing, not failed, when it is not installed', async () => {
    await expect(
      runTool('vg-no-such-tool', [], { timeoutMs: 1_000, memoryBytes: 64 * MiB }),
    ).rejects.toBeInstanceOf(ToolMissingError);
  });
});
