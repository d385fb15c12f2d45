import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { safeJsonParse } from '@toolgate/provider-utils';
import { MockProviderError } from './MockProviderError.js';
import type { MockProvider } from './startMockProvider.js';
import { startMockProvider } from './startMockProvider.js';

/** Where the CLI writes. */
export interface MockProviderCliIo {
  /** Standard output: the URL, and `--help`. */
  readonly stdout: (text: string) => void;
  /** Standard error: notes and one-line errors. */
  readonly stderr: (text: string) => void;
}

const USAGE = `Usage: toolgate-mock-provider --script <file.json> [--port <n>] [--host <address>] [--api-key-env <VAR>] [--repeat]

Starts a mock model provider that answers the OpenAI Chat Completions (POST /v1/chat/completions),
OpenAI Responses (POST /v1/responses) and Anthropic Messages (POST /v1/messages) APIs from a script,
one turn per request, streaming when the request asks for it. Prints its base URL on standard
output, then runs until interrupted (Ctrl-C).

Options:
  --script <file>       JSON script: { "turns": [ { "text": "…", "toolCalls": [ { "name", "arguments" } ], … } ] }
  --port <n>            port to listen on (default: a free port)
  --host <address>      loopback address to listen on: 127.x.x.x, ::1 or localhost (default: 127.0.0.1)
  --api-key-env <VAR>   require the key in this environment variable on every request
  --repeat              play the script again for each new conversation (a request with no
                        assistant turn or tool result yet starts from the first turn)
  -h, --help            show this help
`;

/**
 * Runs the `toolgate-mock-provider` command: returns exit code 0 and the running provider, 2 for
 * bad usage, 1 for an unreadable or invalid script or a port in use. Never calls `process.exit`.
 */
export async function runMockProviderCli(
  argv: readonly string[],
  io: MockProviderCliIo,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<{ exitCode: number; provider?: MockProvider }> {
  let values: {
    script?: string;
    port?: string;
    host?: string;
    'api-key-env'?: string;
    repeat?: boolean;
    help?: boolean;
  };
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        script: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        'api-key-env': { type: 'string' },
        repeat: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    io.stderr(`toolgate-mock-provider: ${(error as Error).message} (see --help)\n`);
    return { exitCode: 2 };
  }
  if (values.help === true) {
    io.stdout(USAGE);
    return { exitCode: 0 };
  }
  if (values.script === undefined || values.script === '') {
    io.stderr('toolgate-mock-provider: --script <file.json> is required (see --help)\n');
    return { exitCode: 2 };
  }
  let port = 0;
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!/^\d+$/.test(values.port) || port > 65_535) {
      io.stderr(`toolgate-mock-provider: --port must be a number from 0 to 65535, got "${values.port}"\n`);
      return { exitCode: 2 };
    }
  }
  let apiKey: string | undefined;
  if (values['api-key-env'] !== undefined) {
    apiKey = env[values['api-key-env']];
    if (apiKey === undefined || apiKey === '') {
      io.stderr(
        `toolgate-mock-provider: the environment variable ${values['api-key-env']} (--api-key-env) is not set\n`,
      );
      return { exitCode: 2 };
    }
  }
  let text: string;
  try {
    text = await readFile(values.script, 'utf8');
  } catch (error) {
    io.stderr(
      `toolgate-mock-provider: cannot read the script ${values.script}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`,
    );
    return { exitCode: 1 };
  }
  const parsed = safeJsonParse(text);
  if (!parsed.ok) {
    io.stderr(`toolgate-mock-provider: the script ${values.script} is not valid JSON: ${parsed.error.message}\n`);
    return { exitCode: 1 };
  }
  try {
    const provider = await startMockProvider({
      script: parsed.value as never,
      port,
      host: values.host ?? '127.0.0.1',
      apiKey,
      repeat: values.repeat === true,
    });
    io.stdout(`${provider.url}\n`);
    io.stderr(
      `Mock provider: ${provider.remainingTurns()} turn(s) from ${values.script}${values.repeat === true ? ', played again for each new conversation' : ''}. OpenAI clients: base URL ${provider.url}/v1; Anthropic clients: ${provider.url}. Ctrl-C stops it.\n`,
    );
    return { exitCode: 0, provider };
  } catch (error) {
    const message = MockProviderError.isInstance(error) ? error.message : String(error);
    io.stderr(`toolgate-mock-provider: ${message}\n`);
    return { exitCode: 1 };
  }
}
