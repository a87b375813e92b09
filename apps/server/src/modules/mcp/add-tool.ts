import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { Logger } from "../../lib/logger";
import { errorReply, logServerFailure } from "../../middleware/error-reply";

export interface ToolSpec<Input extends z.ZodObject, Output extends z.ZodObject> {
  title: string;
  description: string;
  input: Input;
  output: Output;
  /** False for a tool that creates something; every other tool changes nothing. */
  readOnly: boolean;
  /** One service call with the key's actor; `signal` aborts when the client cancels or goes away. */
  run: (input: z.output<Input>, signal: AbortSignal) => Promise<z.input<Output>>;
}

/**
 * Registers a tool whose result is its output schema's JSON, both as structured content and as
 * text for clients that read only text. A refusal or failure is a tool error whose text is the
 * API's one error shape, `{ error: { code, message, fields? } }`, as /api/v1 answers it: an
 * unexpected failure is logged and answered INTERNAL, never with its details
 * (docs/decisions/200-mcp-server.md).
 */
export function addTool<Input extends z.ZodObject, Output extends z.ZodObject>(
  server: McpServer,
  logger: Logger,
  name: string,
  spec: ToolSpec<Input, Output>,
) {
  server.registerTool(
    name,
    {
      title: spec.title,
      description: spec.description,
      // Widened: the SDK's callback type cannot follow a generic schema; `run` keeps the precise types.
      inputSchema: spec.input as z.ZodObject,
      outputSchema: spec.output as z.ZodObject,
      annotations: { readOnlyHint: spec.readOnly, destructiveHint: false, openWorldHint: false },
    },
    async (input, extra): Promise<CallToolResult> => {
      try {
        // Parsed so the answer holds exactly what the output schema promises, nothing more.
        const result = spec.output.parse(await spec.run(input as z.output<Input>, extra.signal)) as Record<string, unknown>;
        return { content: [{ type: "text", text: JSON.stringify(result) }], structuredContent: result };
      } catch (error) {
        const reply = errorReply(error, (failure) => logServerFailure(logger, failure, { tool: name }));
        return { isError: true, content: [{ type: "text", text: JSON.stringify(reply.body) }] };
      }
    },
  );
}
