// Writes packages/core/toolgate.config.schema.json from the built schema (run `pnpm build` first).
import { writeFileSync } from 'node:fs';
import { toolgateConfigurationJsonSchema } from '../dist/configuration.js';

writeFileSync(
  new URL('../toolgate.config.schema.json', import.meta.url),
  `${JSON.stringify(toolgateConfigurationJsonSchema(), null, 2)}\n`,
);
