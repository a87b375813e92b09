import type * as McpServerModule from "@modelcontextprotocol/sdk/server/mcp.js";
import type * as McpTransportModule from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";

export interface McpSdk {
  McpServer: typeof McpServerModule.McpServer;
  Transport: typeof McpTransportModule.WebStandardStreamableHTTPServerTransport;
}

let loading: Promise<McpSdk> | undefined;

/**
 * The MCP SDK's server and transport, imported on the first /api/mcp request rather than at
 * start: with the JSON Schema validator it brings (ajv), ~180 modules that most servers never
 * run (docs/decisions/274-load-rare-modules-on-first-use.md).
 */
export function loadMcpSdk(): Promise<McpSdk> {
  loading ??= Promise.all([
    import("@modelcontextprotocol/sdk/server/mcp.js"),
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
  ]).then(([server, transport]) => ({
    McpServer: server.McpServer,
    Transport: transport.WebStandardStreamableHTTPServerTransport,
  }));
  return loading;
}
