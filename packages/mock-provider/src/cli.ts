#!/usr/bin/env node
import { runMockProviderCli } from './runMockProviderCli.js';

const { exitCode, provider } = await runMockProviderCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
if (provider === undefined) {
  process.exitCode = exitCode;
} else {
  const stop = (): void => {
    provider.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
