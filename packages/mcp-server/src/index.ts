export {
  DEFAULT_MCP_TOOL_ANNOTATIONS,
  DEFAULT_WEB_ADDRESS_CONFIRMATIONS,
  MCP_LOGGER_NAME,
  McpToolServer,
  RESULT_WITHHELD_PREFIX,
  webAddressQuestion,
} from './McpToolServer.js';
export type {
  McpInjectionReport,
  McpToolAnnotations,
  McpToolServerOptions,
  McpWebAddressConfirmation,
} from './McpToolServer.js';
export { McpServerError } from './McpServerError.js';
export { serveStdio } from './serveStdio.js';
export type { McpStdioSession, ServeStdioOptions } from './serveStdio.js';
export { startMcpHttpServer } from './startMcpHttpServer.js';
export type { McpHttpServer, McpHttpServerOptions } from './startMcpHttpServer.js';
