import { type ChildProcess, spawn } from 'node:child_process';
import { BUILT_CLI } from './builtCli.js';

/** A `toolgate serve` started as a process by a test. */
export interface ServeProcess {
  /** The address it printed, e.g. `http://127.0.0.1:41234/`. */
  readonly url: string;
  /** Everything it printed so far. */
  readonly output: () => string;
  /** Stops it as Ctrl-C would and waits for the exit; resolves to the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the built CLI's `serve` with the given arguments and resolves once it printed its
 * address (a DOM-free, clock-free wait: the line arrives or the process exits).
 */
export function startServeProcess(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<ServeProcess> {
  const child: ChildProcess = spawn(process.execPath, [BUILT_CLI, 'serve', '--port', '0', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Toolgate demo chat: (http:\/\/\S+)/.exec(output);
      if (match?.[1] !== undefined) {
        child.stdout?.off('data', onData);
        child.stdout?.on('data', (more: Buffer) => {
          output += more.toString('utf8');
        });
        resolve({
          url: match[1],
          output: () => output,
          async stop() {
            if (child.exitCode === null) child.kill('SIGINT');
            return exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    exited.then((code) => reject(new Error(`toolgate serve exited (${code}) before printing its address:\n${output}`)));
  });
}
