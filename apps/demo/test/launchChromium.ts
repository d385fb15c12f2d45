import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/** Debian's chromium package (`apt-get install -y chromium`); `.ci/run` installs it. */
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless Chromium with a new, empty profile; `close` removes the profile too. */
export interface LaunchedChromium {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** Launches Debian's Chromium; throws (so a browser test fails, never skips) when it is not installed. */
export async function launchChromium(): Promise<LaunchedChromium> {
  try {
    await access(CHROMIUM_EXECUTABLE);
  } catch (error) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_EXECUTABLE}; install it with 'apt-get update && apt-get install -y chromium' (.ci/run does).`,
      { cause: error },
    );
  }
  const profile = await mkdtemp(join(tmpdir(), 'toolgate-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_EXECUTABLE,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
