import { embedJson } from "@sondar/core/html/embed-json";

/** The survey page with its data embedded as `<script type="application/json" id="survey-data">`. */
export function embedSurveyData(html: string, data: unknown): string {
  return embedJson(html, "survey-data", data);
}
