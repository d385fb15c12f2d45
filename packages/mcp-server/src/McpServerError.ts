import { ToolgateError, type ToolgateErrorOptions } from '@toolgate/core';

/** The MCP server could not start (a bad option, a port in use). Codes: `INVALID_MCP_SERVER_OPTION`, `MCP_SERVER_START_FAILED`. */
export class McpServerError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/mcp-server/McpServerError');

  constructor(
    code: 'INVALID_MCP_SERVER_OPTION' | 'MCP_SERVER_START_FAILED',
    message: string,
    options: ToolgateErrorOptions = {},
  ) {
    super(code, message, options);
  }
}
