import { fileURLToPath } from 'node:url';

/** The built CLI (`dist/cli.js`); the project's global set-up builds it before any test runs. */
export const BUILT_CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
