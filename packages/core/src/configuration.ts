/**
 * The `@toolgate/core/configuration` entry: the zod schema of a host's configuration file
 * (`toolgate.config.json`), its validation with path-named errors, and its JSON Schema for
 * editors. A subpath of its own, so the schema is built only by hosts that read such a file.
 *
 * @module
 */
export {
  parseToolgateConfiguration,
  ToolgateConfigurationError,
  ToolgateConfigurationSchema,
  toolgateConfigurationJsonSchema,
} from './ToolgateConfiguration.js';
export type {
  ToolgateConfiguration,
  ToolgateConfigurationInput,
  ToolgateConfigurationIssue,
  ToolgateSettingValue,
} from './ToolgateConfiguration.js';
