/**
 * What keeps a tool from being offered to a provider, in the order the registry checks it. `NONE`:
 * nothing is in the way (the tool may still have nothing to offer in a given request).
 */
export const ToolOfferBlockReason = {
  NONE: 'NONE',
  /** Tools are switched off altogether. */
  TOOLS_SWITCHED_OFF: 'TOOLS_SWITCHED_OFF',
  /** The model cannot call functions. */
  MODEL_CANNOT_USE_TOOLS: 'MODEL_CANNOT_USE_TOOLS',
  /** Unknown tool, not visible in this component, or not available in this host right now. */
  NOT_AVAILABLE_HERE: 'NOT_AVAILABLE_HERE',
  /** The organization or the user switched this tool off. */
  TOOL_SWITCHED_OFF: 'TOOL_SWITCHED_OFF',
  /** A required setting is missing or a setting is invalid. */
  NOT_CONFIGURED: 'NOT_CONFIGURED',
  /** The provider's confidence is below the tool's minimum. */
  PROVIDER_CONFIDENCE_TOO_LOW: 'PROVIDER_CONFIDENCE_TOO_LOW',
} as const;
/** One of the {@link ToolOfferBlockReason} values. */
export type ToolOfferBlockReason = (typeof ToolOfferBlockReason)[keyof typeof ToolOfferBlockReason];
