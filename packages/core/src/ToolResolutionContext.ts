import type { ChatThread } from './ChatThread.js';
import type { ConfidenceLevel } from './ConfidenceLevel.js';
import type { ToolComponent } from './ToolComponent.js';
import type { ToolExecutionProviderInfo } from './ToolExecutionContext.js';
import type { ToolSettingsStore } from './ToolSettingsStore.js';
import type { ToolSettingsValues } from './ToolSettingsValues.js';

/**
 * The provider settings a request uses, as the registry needs them. Ask the registry with the same
 * settings the request uses, or the answers can differ.
 */
export interface ToolProviderSettings extends ToolExecutionProviderInfo {
  /** The provider family's level under the active confidence scheme (see `getProviderConfidence`). */
  readonly confidence: ConfidenceLevel;
  /** False when the model cannot call functions (no tool is offered then). */
  readonly canCallTools: boolean;
}

/** Everything the registry needs to decide what a request offers. Built by the host per request. */
export interface ToolResolutionContext {
  /** Where the request comes from (the chat, an assistant). */
  readonly component: ToolComponent;
  /** The provider and model the request goes to. */
  readonly provider: ToolProviderSettings;
  /** The chat the request belongs to. */
  readonly chatThread: ChatThread;
  /** Organization and user settings: switches, confidence overrides, tool settings values. */
  readonly settings: ToolSettingsStore;
}

/**
 * What one tool is asked with when the registry resolves its function and instructions: the
 * request's context plus the tool's own settings (secret fields read as `SECRET_VALUE_MASK`).
 */
export interface ToolOfferContext extends ToolResolutionContext {
  readonly settingsValues: ToolSettingsValues;
}
