import { type ConfidenceLevel, meetsConfidence } from './ConfidenceLevel.js';

/** The ids of the tools Toolgate ships (each in its own package). */
export const BuiltInToolIds = Object.freeze({
  WEB_SEARCH: 'web_search',
  READ_WEB_PAGE: 'read_web_page',
  SEARCH_CONFLUENCE: 'search_confluence',
  SEMANTIC_SEARCH: 'semantic_search',
} as const);

/** Counted tool calls per answer (invalid calls included) before the final tool-less round. */
export const MAX_TOOL_CALLS = 15;

/** Characters of tool results per answer (summed over every result) before the final tool-less round. */
export const MAX_TOOL_RESULT_CHARACTERS = 300_000;

/** The budgets of one answer; each defaults to the constant of the same name. */
export interface ToolCallLimits {
  readonly maxToolCalls?: number | undefined;
  readonly maxToolResultCharacters?: number | undefined;
}

/** Tools that selecting another tool brings along: a Confluence search is of little use without opening its hits. */
const SELECTION_COMPANIONS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  [BuiltInToolIds.SEARCH_CONFLUENCE]: Object.freeze([BuiltInToolIds.READ_WEB_PAGE]),
});

/** Tools that only ever offer themselves from the chat, whatever the registry knows. */
const ALWAYS_CONTEXT_TOOL_IDS: ReadonlySet<string> = new Set([BuiltInToolIds.SEMANTIC_SEARCH]);

/** Options of {@link ToolSelectionRules.normalizeSelection}. */
export interface NormalizeSelectionOptions {
  /** True for a tool whose activation is `CONTEXT` (the registry answers from its definitions). */
  readonly isContextTool?: ((toolId: string) => boolean) | undefined;
}

// Thousands separated by commas, as en-US writes them, without loading locale data for it.
const formatCount = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Cleans a stored or requested selection: duplicates removed (first kept), context tools dropped
 * (nobody selects them), `search_confluence` brings `read_web_page` right after it, unknown ids
 * kept (they may belong to a tool installed later). Idempotent; the input is not changed.
 */
export function normalizeSelection(selection: Iterable<string>, options: NormalizeSelectionOptions = {}): string[] {
  const isContextTool = (id: string) => ALWAYS_CONTEXT_TOOL_IDS.has(id) || (options.isContextTool?.(id) ?? false);
  const ids = [...selection];
  // A companion the selection names itself keeps its own place.
  const named = new Set(ids);
  const seen = new Set<string>();
  const result: string[] = [];
  for (const id of ids) {
    if (seen.has(id) || isContextTool(id)) continue;
    seen.add(id);
    result.push(id);
    for (const companion of SELECTION_COMPANIONS[id] ?? []) {
      if (named.has(companion) || seen.has(companion) || isContextTool(companion)) continue;
      seen.add(companion);
      result.push(companion);
    }
  }
  return result;
}

/**
 * The instruction for the final round once the tools of an answer are spent, else null. The
 * character budget is checked first: once results are too large, even a call left over must not
 * run.
 */
export function getToolCallsUnavailableInstruction(
  toolCallCount: number,
  toolResultCharacterCount: number,
  limits: ToolCallLimits = {},
): string | null {
  const maxCalls = limits.maxToolCalls ?? MAX_TOOL_CALLS;
  const maxCharacters = limits.maxToolResultCharacters ?? MAX_TOOL_RESULT_CHARACTERS;
  if (toolResultCharacterCount > maxCharacters) {
    return (
      `The results of the tool calls of this answer exceeded the limit of ${formatCount(maxCharacters)} characters in total. ` +
      'No more tool calls are possible. Give your best final answer based on the information you already have.'
    );
  }
  if (toolCallCount >= maxCalls) {
    return (
      `The maximum of ${formatCount(maxCalls)} tool calls for this answer has been reached. ` +
      'No more tools are available. Give your best final answer based on the information you already have.'
    );
  }
  return null;
}

/** The part of a definition the tool policy prompt needs (a `ToolDefinition` fits). */
export interface ToolPolicySource {
  readonly function: { readonly name: string };
  readonly systemPromptInstructions: string;
}

/**
 * The tool policy block appended to the system prompt: one section per tool with non-blank
 * instructions (identical sections once), under a short header. Empty when no tool has any.
 */
export function buildToolPolicyPrompt(tools: readonly ToolPolicySource[]): string {
  const sections: string[] = [];
  for (const tool of tools) {
    const instructions = tool.systemPromptInstructions.trim();
    if (instructions === '') continue;
    const section = `## Tool \`${tool.function.name}\`\n\n${instructions}`;
    if (!sections.includes(section)) sections.push(section);
  }
  if (sections.length === 0) return '';
  const header =
    '# Tool usage instructions:\n\n' +
    'You can use several tools, each with its own policy below. You must follow the policy of every tool you use. ' +
    'When you are unsure whether or how to use a tool, ask the user.';
  return [header, ...sections].join('\n\n');
}

/** True when a provider at `providerConfidence` meets a tool's `minimum` (a minimum of NONE is always met). */
export function isProviderConfidenceAllowed(providerConfidence: ConfidenceLevel, minimum: ConfidenceLevel): boolean {
  return meetsConfidence(providerConfidence, minimum);
}

/** The rules of which tools a request may offer and how long a tool conversation may run, in one place. */
export const ToolSelectionRules = Object.freeze({
  MAX_TOOL_CALLS,
  MAX_TOOL_RESULT_CHARACTERS,
  normalizeSelection,
  getToolCallsUnavailableInstruction,
  buildToolPolicyPrompt,
  isProviderConfidenceAllowed,
});
