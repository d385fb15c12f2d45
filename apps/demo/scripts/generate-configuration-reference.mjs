// Writes apps/demo/CONFIGURATION.md from the built schema (run `pnpm build` first).
import { writeFileSync } from 'node:fs';
import { toolgateConfigurationJsonSchema } from '@toolgate/core/configuration';
import { renderConfigurationReference } from '../dist/host/renderConfigurationReference.js';

writeFileSync(
  new URL('../CONFIGURATION.md', import.meta.url),
  renderConfigurationReference(toolgateConfigurationJsonSchema()),
);
