import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runCli } from './runCli.js';
import { BUILT_CLI } from '../test/builtCli.js';
import { captureCliIo } from '../test/captureCliIo.js';

function captureIo() {
  return captureCliIo();
}

describe('toolgate CLI', () => {
  it('prints help with exit code 0', async () => {
    const capture = captureIo();
    expect(await runCli(['--help'], capture.io)).toBe(0);
    expect(capture.out()).toContain('Usage: toolgate');
  });

  it('answers an unknown command with exit code 2 and one line', async () => {
    const capture = captureIo();
    expect(await runCli(['frobnicate'], capture.io)).toBe(2);
    const lines = capture.err().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^toolgate: .+ \(see 'toolgate --help'\)$/);
  });

  it("points a subcommand's usage error at that subcommand's --help", async () => {
    for (const [argv, subcommand] of [
      [['fetch'], 'fetch'],
      [['fetch', 'http://example.org/', '--bogus'], 'fetch'],
      [['fetch', 'http://example.org/', '--timeout', 'soon'], 'fetch'],
      [['extract', 'page.html'], 'extract'],
      [['guard', '--jsonl', '--json'], 'guard'],
      [['ask', 'hi', '--timeout', '-1'], 'ask'],
    ] as const) {
      const capture = captureIo();
      expect(await runCli(argv, capture.io), argv.join(' ')).toBe(2);
      const lines = capture.err().trimEnd().split('\n');
      expect(lines, argv.join(' ')).toHaveLength(1);
      expect(lines[0], argv.join(' ')).toMatch(new RegExp(`^toolgate: .+ \\(see 'toolgate ${subcommand} --help'\\)$`));
    }
  });

  it('answers an unknown option with exit code 2 and one line', async () => {
    const capture = captureIo();
    expect(await runCli(['--no-such-option'], capture.io)).toBe(2);
    expect(capture.err().trimEnd().split('\n')).toHaveLength(1);
    expect(capture.err()).toContain("unknown option '--no-such-option'");
  });

  it('runs as a process from the build', () => {
    const help = spawnSync(process.execPath, [BUILT_CLI, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: toolgate');
    const bad = spawnSync(process.execPath, [BUILT_CLI, '--bogus'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });
});
