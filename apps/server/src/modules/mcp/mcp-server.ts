import type { AiAdapter } from "../../adapters/ai/ai-adapter";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import type { ApiKeyActor } from "../api-v1/api-key-auth";
import { addAiTools } from "./ai-tools";
import { addSurveyTools } from "./survey-tools";
import type { McpSdk } from "./load-mcp-sdk";

export interface McpServerDeps {
  db: Database;
  ai: AiAdapter;
  logger: Logger;
  now: () => Date;
  productName: string;
  publicUrl: string;
}

/**
 * The MCP server for one request, acting as one API key: its tools call the services with that
 * key's actor, so what the key may see and do is decided there (docs/decisions/200-mcp-server.md).
 */
export function createMcpServer(sdk: McpSdk, deps: McpServerDeps, actor: ApiKeyActor) {
  const server = new sdk.McpServer(
    { name: deps.productName, version: "1" },
    {
      instructions: `${deps.productName} surveys and their responses, for the API key's workspace. Start with list_surveys; survey ids from it feed the other tools. Every tool answers JSON; a refusal is a tool error with { error: { code, message } }.`,
    },
  );
  addSurveyTools(server, deps, actor);
  addAiTools(server, deps, actor);
  return server;
}
