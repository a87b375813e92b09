import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import type { SurveyRow } from "./survey-access";

/** The survey as every entry point returns it (core's surveyDtoSchema), from a row read through core's schemas. */
export function toSurveyDto(row: SurveyRow): SurveyDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    questions: row.questions,
    settings: row.settings,
    hiddenFields: row.hiddenFields,
    // Readers never return a deleted survey; the table's check allows no other status.
    status: row.status as SurveyDto["status"],
    shareId: row.shareId,
    organizationId: row.organizationId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
