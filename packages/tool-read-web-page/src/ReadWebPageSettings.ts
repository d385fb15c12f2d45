import { BuiltInToolIds, type ToolSettingsValues, ToolSettingsValueParser } from '@toolgate/core';
import { PrivateHostAllowlist } from '@toolgate/web-retrieval';

/** The tool's id and function name. */
export const READ_WEB_PAGE_TOOL_ID = BuiltInToolIds.READ_WEB_PAGE;

/** The names of the tool's arguments, shared by the schema and the reading code. */
export const ReadWebPageArgument = Object.freeze({
  /** The absolute http or https address of the page. */
  URL: 'url',
} as const);

/**
 * The names of the tool's settings, shared by the schema and the reading code. An organization
 * addresses each as `read_web_page.<name>`, e.g. `read_web_page.freeAddressChoice`.
 */
export const ReadWebPageSetting = Object.freeze({
  /** Seconds one page may take, redirects included. */
  TIMEOUT_SECONDS: 'timeoutSeconds',
  /** The most characters of page text that reach the model. */
  MAX_CONTENT_CHARACTERS: 'maxContentCharacters',
  /** Private hosts the tool may read (for a HIGH-confidence provider). */
  ALLOWED_PRIVATE_HOSTS: 'allowedPrivateHosts',
  /** Whether the model may read addresses it chose itself. */
  FREE_ADDRESS_CHOICE: 'freeAddressChoice',
} as const);

/** The values of `read_web_page.freeAddressChoice`. */
export const FreeAddressChoice = Object.freeze({
  /** Only addresses that stand word for word in the conversation (the default). */
  OFF: 'OFF',
  /** Addresses the model chooses itself as well. */
  ON: 'ON',
} as const);
/** One of the {@link FreeAddressChoice} values. */
export type FreeAddressChoice = (typeof FreeAddressChoice)[keyof typeof FreeAddressChoice];

/** Limits and defaults of the settings (reference §6). */
export const ReadWebPageLimits = Object.freeze({
  DEFAULT_TIMEOUT_SECONDS: 60,
  MAX_TIMEOUT_SECONDS: 240,
  DEFAULT_MAX_CONTENT_CHARACTERS: 30_000,
  MAX_MAX_CONTENT_CHARACTERS: 100_000,
  /** An extracted HTML page shorter than this is reported as possibly incomplete. */
  COMPLETE_PAGE_CHARACTERS: 500,
});

/** The settings as one call uses them. */
export interface ReadWebPageSettingsValues {
  readonly timeoutSeconds: number;
  readonly maxContentCharacters: number;
  readonly allowlist: PrivateHostAllowlist;
  readonly freeAddressChoice: FreeAddressChoice;
}

// Entries are host names, `*.suffix` wildcards, IP literals or CIDR ranges; never a URL, a port or a path.
const SEPARATORS = /[,;\r\n]+/;
const NOT_IN_A_HOST = /[:/?#@\s]/;

/**
 * Parses `allowedPrivateHosts` (entries separated by commas, semicolons or line breaks). Returns a
 * message naming the first wrong entry, or the allowlist.
 */
export function parseAllowedPrivateHosts(
  text: string | undefined,
): { readonly ok: true; readonly allowlist: PrivateHostAllowlist } | { readonly ok: false; readonly message: string } {
  const entries = (text ?? '')
    .split(SEPARATORS)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const problem = `The setting '${ReadWebPageSetting.ALLOWED_PRIVATE_HOSTS}' has the entry '${entry.slice(0, 100)}', which is not a host name such as wiki.corp, a wildcard such as *.corp, an IP address or a CIDR range (no scheme, port or path).`;
    let parsed: PrivateHostAllowlist;
    try {
      parsed = new PrivateHostAllowlist([entry]);
    } catch {
      return { ok: false, message: problem };
    }
    if (parsed.entries[0]?.kind !== 'range' && NOT_IN_A_HOST.test(entry)) return { ok: false, message: problem };
  }
  return { ok: true, allowlist: new PrivateHostAllowlist(entries) };
}

function stored(values: ToolSettingsValues, name: string): string | undefined {
  const value = Object.hasOwn(values, name) ? values[name] : undefined;
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * `ON` only when the stored value is exactly `ON`; anything else (blank, `1`, `ON, OFF`) is `OFF`,
 * the safe reading. {@link validateReadWebPageSettings} reports such a value as invalid.
 */
export function readFreeAddressChoice(values: ToolSettingsValues): FreeAddressChoice {
  return stored(values, ReadWebPageSetting.FREE_ADDRESS_CHOICE) === FreeAddressChoice.ON
    ? FreeAddressChoice.ON
    : FreeAddressChoice.OFF;
}

/** A message for the administrator when a stored setting is wrong, else null. */
export function validateReadWebPageSettings(values: ToolSettingsValues): string | null {
  const timeout = ToolSettingsValueParser.tryReadBoundedOptionalPositiveInteger(
    values,
    ReadWebPageSetting.TIMEOUT_SECONDS,
    ReadWebPageLimits.MAX_TIMEOUT_SECONDS,
  );
  if (!timeout.ok) return timeout.message;
  const characters = ToolSettingsValueParser.tryReadBoundedOptionalPositiveInteger(
    values,
    ReadWebPageSetting.MAX_CONTENT_CHARACTERS,
    ReadWebPageLimits.MAX_MAX_CONTENT_CHARACTERS,
  );
  if (!characters.ok) return characters.message;
  const allowlist = parseAllowedPrivateHosts(stored(values, ReadWebPageSetting.ALLOWED_PRIVATE_HOSTS));
  if (!allowlist.ok) return allowlist.message;
  return ToolSettingsValueParser.tryValidateOptionValue(values, ReadWebPageSetting.FREE_ADDRESS_CHOICE, [
    FreeAddressChoice.OFF,
    FreeAddressChoice.ON,
  ]);
}

/** The settings for one call: defaults for blank values, the safe reading for wrong ones. */
export function readReadWebPageSettings(values: ToolSettingsValues): ReadWebPageSettingsValues {
  const allowlist = parseAllowedPrivateHosts(stored(values, ReadWebPageSetting.ALLOWED_PRIVATE_HOSTS));
  return {
    timeoutSeconds: ToolSettingsValueParser.readOptionalPositiveInteger(
      values,
      ReadWebPageSetting.TIMEOUT_SECONDS,
      ReadWebPageLimits.DEFAULT_TIMEOUT_SECONDS,
      ReadWebPageLimits.MAX_TIMEOUT_SECONDS,
    ),
    maxContentCharacters: ToolSettingsValueParser.readOptionalPositiveInteger(
      values,
      ReadWebPageSetting.MAX_CONTENT_CHARACTERS,
      ReadWebPageLimits.DEFAULT_MAX_CONTENT_CHARACTERS,
      ReadWebPageLimits.MAX_MAX_CONTENT_CHARACTERS,
    ),
    // A wrong allowlist reaches no private host at all rather than part of one.
    allowlist: allowlist.ok ? allowlist.allowlist : new PrivateHostAllowlist(),
    freeAddressChoice: readFreeAddressChoice(values),
  };
}
