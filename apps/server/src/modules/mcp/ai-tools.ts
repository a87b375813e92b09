import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { analysisResultSchema } from "@sondar/core/ai/analysis-result";
import { askAnswerSchema } from "@sondar/core/ai/ask-data";
import { mcpAnalyzeInput, mcpAskInput, mcpDraftInput, mcpDraftReplySchema } from "@sondar/core/api/mcp-schemas";
import type { ApiKeyActor } from "../api-v1/api-key-auth";
import { createDraftFromIdea } from "../ai/create-draft-from-idea";
import { analyzeSurvey, askSurvey, type AnalysisDeps } from "../ai-analysis/analysis-services";
import { addTool } from "./add-tool";

/**
 * The AI tools: the responses screen's Analyze and Ask, and the dashboard's generator, through
 * the services the signed-in app calls, so plan, role and rate limits are the app's.
 */
export function addAiTools(server: McpServer, deps: AnalysisDeps & { publicUrl: string }, actor: ApiKeyActor) {
  const { logger } = deps;

  addTool(server, logger, "analyze_responses", {
    title: "Analyse responses with AI",
    description:
      "The AI analysis of a survey's responses: a summary, key insights, recommendations and themes with quotes. Needs a plan that may create surveys. `status`: complete (default), partial or all; `language`: the language to write in (en, es, fr, de, pt); `customPrompt`: what to focus on.",
    input: mcpAnalyzeInput,
    output: analysisResultSchema,
    readOnly: true,
    run: ({ surveyId, ...request }, signal) => analyzeSurvey(deps, actor, { surveyId, request, signal }),
  });

  addTool(server, logger, "ask_your_data", {
    title: "Ask a question about the responses",
    description:
      'Answers a question about a survey\'s responses ("What do people dislike?", "How many chose Yes?") from the data, with figures, themes, quotes and the ids of the responses it cites. Needs a plan that may create surveys.',
    input: mcpAskInput,
    output: askAnswerSchema,
    readOnly: true,
    run: ({ surveyId, ...request }, signal) => askSurvey(deps, actor, { surveyId, request, signal }),
  });

  addTool(server, logger, "create_draft_survey_from_idea", {
    title: "Draft a survey from an idea",
    description:
      "Drafts a survey from an idea with the AI generator and saves it as a draft in the API key's workspace; answers the survey and the address to open it in the builder. Needs a read-and-write key and a plan that may create surveys. `language` decides only when the idea's own language is unclear.",
    input: mcpDraftInput,
    output: mcpDraftReplySchema,
    readOnly: false,
    run: async (request, signal) => {
      const survey = await createDraftFromIdea(deps, actor, {
        request: { ...request, organizationId: actor.organizationId },
        signal,
      });
      return { survey, editUrl: `${deps.publicUrl}/surveys/${survey.id}/edit` };
    },
  });
}
