export { MockProviderError } from './MockProviderError.js';
export type { MockProviderErrorCode } from './MockProviderError.js';
export { validateMockProviderScript } from './MockProviderScript.js';
export type {
  MockChunking,
  MockFault,
  MockProviderApi,
  MockProviderScript,
  MockReasoning,
  MockToolCall,
  MockTurn,
  MockTurnMatch,
} from './MockProviderScript.js';
export { startMockProvider } from './startMockProvider.js';
export type { MockProvider, MockProviderRequest, StartMockProviderOptions } from './startMockProvider.js';
export { runMockProviderCli } from './runMockProviderCli.js';
export type { MockProviderCliIo } from './runMockProviderCli.js';
export { readMockConversation } from './MockConversation.js';
export type { MockConversation, MockConversationMessage, MockConversationToolCall } from './MockConversation.js';
export type { MockResponder } from './startMockProvider.js';
export {
  OFFLINE_DEMO_MODEL_LABEL,
  OFFLINE_DEMO_QUOTE_CHARACTERS,
  offlineDemoResponder,
} from './offlineDemoResponder.js';
