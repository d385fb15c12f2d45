import { type ToolComponent, isAssistantComponent } from './ToolComponent.js';

/**
 * Where a tool may appear. When both lists are empty, the `chat` and `assistants` flags decide.
 * As soon as either list has an entry, the lists replace the flags: an empty allow list allows
 * every component, a non-empty one only its entries, and the deny list is applied last and always
 * wins.
 */
export interface ToolVisibilityDefinition {
  readonly allowedComponents: readonly ToolComponent[];
  readonly deniedComponents: readonly ToolComponent[];
  /** Visible in the chat (used only while both lists are empty). */
  readonly chat: boolean;
  /** Visible in every assistant (used only while both lists are empty). */
  readonly assistants: boolean;
}

/** The visibility of a definition that says nothing: the chat and every assistant. */
export const DEFAULT_TOOL_VISIBILITY: ToolVisibilityDefinition = Object.freeze({
  allowedComponents: Object.freeze([]),
  deniedComponents: Object.freeze([]),
  chat: true,
  assistants: true,
});

/** The visibility rules of tools. */
export const ToolVisibility = Object.freeze({
  /** True when a tool with this visibility may appear in `component`. */
  isVisibleIn(visibility: ToolVisibilityDefinition, component: ToolComponent): boolean {
    const { allowedComponents, deniedComponents } = visibility;
    if (allowedComponents.length === 0 && deniedComponents.length === 0) {
      return isAssistantComponent(component) ? visibility.assistants : visibility.chat;
    }
    if (deniedComponents.includes(component)) return false;
    return allowedComponents.length === 0 || allowedComponents.includes(component);
  },
});
