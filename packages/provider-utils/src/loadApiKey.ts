import { ProviderError } from './ProviderError.js';

/** Options of {@link loadApiKey}. */
export interface LoadApiKeyOptions {
  /** The environment variable that holds the key, e.g. `OPENAI_API_KEY`. */
  readonly envVar: string;
  /** The environment to read. Default `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Who needs the key, for the message, e.g. "the OpenAI provider". */
  readonly purpose?: string;
}

/**
 * Reads an API key from the environment. Surrounding whitespace is trimmed (a pasted newline is a
 * common mistake). Throws {@link ProviderError} `PROVIDER_API_KEY_MISSING` naming the variable
 * when it is unset or blank; the value itself is never part of any message.
 */
export function loadApiKey(options: LoadApiKeyOptions): string {
  const env = options.env ?? process.env;
  const raw = env[options.envVar];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') {
    const who = options.purpose === undefined ? '' : ` for ${options.purpose}`;
    const state = raw === undefined ? 'is not set' : 'is empty';
    throw new ProviderError(
      'PROVIDER_API_KEY_MISSING',
      `The API key${who} is missing: the environment variable ${options.envVar} ${state}. Set it to your API key.`,
    );
  }
  return value;
}
