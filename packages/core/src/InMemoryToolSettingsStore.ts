import { type ConfidenceLevel, assertConfidenceLevel } from './ConfidenceLevel.js';
import {
  type ToolSettingValueLayers,
  type ToolSettingsStore,
  parseToolSettingAddress,
  toolSettingAddress,
} from './ToolSettingsStore.js';
import { ToolgateError } from './ToolgateError.js';

/** Values keyed by setting address `<toolId>.<fieldName>`, e.g. `{ 'web_search.defaultLanguage': 'de-DE' }`. */
export type ToolSettingValuesByAddress = Readonly<Record<string, string>>;

/** The starting state of an {@link InMemoryToolSettingsStore}. */
export interface InMemoryToolSettingsStoreOptions {
  /** Default true. False switches every tool off. */
  readonly toolsEnabled?: boolean | undefined;
  /** Tools switched off by the organization or the user. */
  readonly switchedOffToolIds?: Iterable<string> | undefined;
  /** Minimum provider confidence per tool id, replacing each definition's (an unknown level throws). */
  readonly minimumProviderConfidenceByToolId?: Readonly<Record<string, ConfidenceLevel>> | undefined;
  /** Values the organization set and locked (they win over everything). */
  readonly lockedOrganizationValues?: ToolSettingValuesByAddress | undefined;
  /** Values the user saved. */
  readonly userValues?: ToolSettingValuesByAddress | undefined;
  /** The organization's defaults. */
  readonly organizationDefaults?: ToolSettingValuesByAddress | undefined;
}

const INSPECT = Symbol.for('nodejs.util.inspect.custom');

/**
 * A {@link ToolSettingsStore} in memory, for tests, the demo and hosts that load settings from a
 * file at start. It never gives its values away in a serialization: `JSON.stringify`, `toString`
 * and `console.log` show only counts, because any value may be a secret.
 */
export class InMemoryToolSettingsStore implements ToolSettingsStore {
  #toolsEnabled: boolean;
  readonly #switchedOff: Set<string>;
  readonly #minimumConfidence = new Map<string, ConfidenceLevel>();
  readonly #locked = new Map<string, string>();
  readonly #user = new Map<string, string>();
  readonly #defaults = new Map<string, string>();

  constructor(options: InMemoryToolSettingsStoreOptions = {}) {
    this.#toolsEnabled = options.toolsEnabled ?? true;
    this.#switchedOff = new Set(options.switchedOffToolIds ?? []);
    for (const [toolId, level] of Object.entries(options.minimumProviderConfidenceByToolId ?? {})) {
      this.#minimumConfidence.set(toolId, assertConfidenceLevel(level));
    }
    fill(this.#locked, options.lockedOrganizationValues, 'lockedOrganizationValues');
    fill(this.#user, options.userValues, 'userValues');
    fill(this.#defaults, options.organizationDefaults, 'organizationDefaults');
  }

  /** {@inheritDoc ToolSettingsStore.areToolsEnabled} */
  areToolsEnabled(): boolean {
    return this.#toolsEnabled;
  }

  /** {@inheritDoc ToolSettingsStore.isToolSwitchedOff} */
  isToolSwitchedOff(toolId: string): boolean {
    return this.#switchedOff.has(toolId);
  }

  /** {@inheritDoc ToolSettingsStore.getMinimumProviderConfidence} */
  getMinimumProviderConfidence(toolId: string): ConfidenceLevel | undefined {
    return this.#minimumConfidence.get(toolId);
  }

  /** {@inheritDoc ToolSettingsStore.getValueLayers} */
  getValueLayers(toolId: string, fieldName: string): ToolSettingValueLayers {
    const address = toolSettingAddress(toolId, fieldName);
    return {
      lockedOrganizationValue: this.#locked.get(address),
      userValue: this.#user.get(address),
      organizationDefault: this.#defaults.get(address),
    };
  }

  /** Switches every tool on or off. */
  setToolsEnabled(enabled: boolean): void {
    this.#toolsEnabled = enabled;
  }

  /** Switches one tool off (true) or on again (false). */
  setToolSwitchedOff(toolId: string, switchedOff: boolean): void {
    if (switchedOff) this.#switchedOff.add(toolId);
    else this.#switchedOff.delete(toolId);
  }

  /** Sets (or with undefined removes) the minimum provider confidence of one tool. */
  setMinimumProviderConfidence(toolId: string, level: ConfidenceLevel | undefined): void {
    if (level === undefined) this.#minimumConfidence.delete(toolId);
    else this.#minimumConfidence.set(toolId, assertConfidenceLevel(level));
  }

  /** Saves (or with undefined removes) the user's value of a setting. */
  setUserValue(toolId: string, fieldName: string, value: string | undefined): void {
    put(this.#user, toolSettingAddress(toolId, fieldName), value);
  }

  /** Sets (or with undefined removes) a locked organization value. */
  setLockedOrganizationValue(toolId: string, fieldName: string, value: string | undefined): void {
    put(this.#locked, toolSettingAddress(toolId, fieldName), value);
  }

  /** Sets (or with undefined removes) an organization default. */
  setOrganizationDefault(toolId: string, fieldName: string, value: string | undefined): void {
    put(this.#defaults, toolSettingAddress(toolId, fieldName), value);
  }

  /** A summary without any value (values may be secrets). */
  toJSON(): { toolsEnabled: boolean; switchedOffToolIds: string[]; storedValueCount: number } {
    return {
      toolsEnabled: this.#toolsEnabled,
      switchedOffToolIds: [...this.#switchedOff],
      storedValueCount: this.#locked.size + this.#user.size + this.#defaults.size,
    };
  }

  /** A summary without any value. */
  toString(): string {
    return `InMemoryToolSettingsStore(${this.toJSON().storedValueCount} stored values)`;
  }

  /** What `console.log` and `util.inspect` show (no values). */
  [INSPECT](): string {
    return this.toString();
  }
}

function put(map: Map<string, string>, address: string, value: string | undefined): void {
  if (value === undefined) map.delete(address);
  else map.set(address, value);
}

function fill(map: Map<string, string>, values: ToolSettingValuesByAddress | undefined, option: string): void {
  for (const [address, value] of Object.entries(values ?? {})) {
    if (parseToolSettingAddress(address) === undefined) {
      // The address, not the value, is named: the value may be a secret.
      throw new ToolgateError(
        'INVALID_TOOL_SETTING_ADDRESS',
        `The ${option} entry '${address}' is not a setting address of the form <toolId>.<fieldName>.`,
      );
    }
    map.set(address, value);
  }
}
