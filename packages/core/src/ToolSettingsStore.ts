import type { ConfidenceLevel } from './ConfidenceLevel.js';
import type { ToolDefinition } from './ToolDefinition.js';
import { SECRET_VALUE_MASK, type ToolSettingsValues, createToolSettingsValues } from './ToolSettingsValues.js';

/**
 * The values one setting has in each layer. A blank (whitespace-only) value counts as not set, so
 * a user who clears a field falls back to the organization default.
 */
export interface ToolSettingValueLayers {
  /** Set by the organization and locked: wins over everything. */
  readonly lockedOrganizationValue?: string | undefined;
  /** What the user saved. */
  readonly userValue?: string | undefined;
  /** The organization's default, used when the user saved nothing. */
  readonly organizationDefault?: string | undefined;
}

/**
 * Where the organization's and the user's tool settings live. Hosts implement it over their own
 * storage (a configuration file, a database, an OS keyring for secrets); `InMemoryToolSettingsStore`
 * is the ready-made one. Secret values must never leave it except on their way into a tool's
 * `execute` (see {@link resolveToolSettingsValues}).
 */
export interface ToolSettingsStore {
  /** False when tools are switched off altogether. */
  areToolsEnabled(): boolean;
  /** True when the organization or the user switched this tool off. */
  isToolSwitchedOff(toolId: string): boolean;
  /** A minimum provider confidence set for this tool, replacing the definition's; undefined when none is set. */
  getMinimumProviderConfidence(toolId: string): ConfidenceLevel | undefined;
  /**
   * The raw layers of one setting, addressed as tool id and field name, secrets included: read
   * them through {@link resolveToolSettingsValues}, which masks secrets unless they go to `execute`.
   */
  getValueLayers(toolId: string, fieldName: string): ToolSettingValueLayers;
}

/** The address of a setting in organization configuration: `<toolId>.<fieldName>`. */
export function toolSettingAddress(toolId: string, fieldName: string): string {
  return `${toolId}.${fieldName}`;
}

/**
 * Splits an address `<toolId>.<fieldName>` at its first dot (tool ids contain no dot; field names
 * may). Returns undefined when either part is missing.
 */
export function parseToolSettingAddress(address: string): { toolId: string; fieldName: string } | undefined {
  const dot = address.indexOf('.');
  if (dot <= 0 || dot === address.length - 1) return undefined;
  return { toolId: address.slice(0, dot), fieldName: address.slice(dot + 1) };
}

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** The value in force: a locked organization value, else the user's saved value, else the organization default. */
export function resolveToolSettingValue(layers: ToolSettingValueLayers): string | undefined {
  if (isSet(layers.lockedOrganizationValue)) return layers.lockedOrganizationValue;
  if (isSet(layers.userValue)) return layers.userValue;
  if (isSet(layers.organizationDefault)) return layers.organizationDefault;
  return undefined;
}

/** Options of {@link resolveToolSettingsValues}. */
export interface ResolveToolSettingsValuesOptions {
  /**
   * True only when the values go into the tool's `execute`: secret fields then carry their value.
   * Otherwise (the default) a set secret reads as `SECRET_VALUE_MASK`.
   */
  readonly includeSecrets?: boolean | undefined;
}

/**
 * The settings of one tool in force, for the fields its definition declares (stale stored fields
 * are ignored; fields set nowhere are absent). Secret fields are non-enumerable, see
 * {@link ToolSettingsValues}.
 */
export function resolveToolSettingsValues(
  store: ToolSettingsStore,
  definition: ToolDefinition,
  options: ResolveToolSettingsValuesOptions = {},
): ToolSettingsValues {
  const values = new Map<string, string>();
  const secrets: string[] = [];
  for (const [fieldName, field] of Object.entries(definition.settingsSchema.properties)) {
    const value = resolveToolSettingValue(store.getValueLayers(definition.id, fieldName));
    if (value === undefined) continue;
    if (field.secret) {
      secrets.push(fieldName);
      values.set(fieldName, options.includeSecrets ? value : SECRET_VALUE_MASK);
    } else {
      values.set(fieldName, value);
    }
  }
  return createToolSettingsValues(values, secrets);
}
