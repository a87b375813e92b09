import { listExportQuestions } from "@sondar/core/responses/export-columns";
import { exportFileNames } from "@sondar/core/responses/export-file-name";
import type { ExportFormat, ResponseExportQuery } from "@sondar/core/responses/export-query";
import type { SurveyRow } from "../surveys/survey-access";
import { encodeCsv } from "./encode-csv";
import { encodeJson } from "./encode-json";
import { encodeXlsx } from "./encode-xlsx";
import { publicFileUrl, type ExportLayout } from "./export-layout";
import type { ExportSelectInput } from "./export-select";
import { readCopyColumnBlocks, readExportBatches, type ExportSource } from "./read-export-batches";

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  json: "application/json; charset=utf-8",
};

export interface ResponseExport {
  fileName: { name: string; ascii: string };
  contentType: string;
  /** The file's bytes, produced as they are read; nothing is read before the first pull. */
  chunks: AsyncGenerator<Uint8Array>;
}

/** A survey's responses as a CSV, XLSX or JSON file, streamed from the database in the list's order. */
export function createResponseExport(
  source: ExportSource,
  survey: SurveyRow,
  query: ResponseExportQuery,
  options: { publicUrl: string; now: Date },
): ResponseExport {
  const { hiddenFields } = survey;
  const questions = listExportQuestions(survey.questions, hiddenFields);
  const page = query.page === undefined ? undefined : { page: query.page, pageSize: query.pageSize };
  const layout: ExportLayout = {
    survey: { id: survey.id, title: survey.title },
    status: query.status,
    page,
    hiddenFields,
    questions,
    fileUrl: publicFileUrl(options.publicUrl),
    exportedAt: options.now,
  };
  const input: ExportSelectInput = {
    surveyId: survey.id,
    status: query.status,
    hidden: query.hidden,
    hiddenFields,
    questions,
    read: query.format === "json" ? "json" : "cells",
  };
  const range = page && { limit: page.pageSize, offset: (page.page - 1) * page.pageSize };
  let chunks: AsyncGenerator<Uint8Array>;
  // A whole CSV from PostgreSQL can run to millions of rows: encoded on worker threads. A page is
  // a few rows, not worth the hand-over.
  if (query.format === "csv" && !range && source.databaseKind === "postgres" && source.csvWorkers) {
    chunks = source.csvWorkers.encode(readCopyColumnBlocks(source, input), {
      hiddenFields,
      questions,
      publicUrl: options.publicUrl,
    });
  } else {
    const encode = { csv: encodeCsv, xlsx: encodeXlsx, json: encodeJson }[query.format];
    chunks = encode(readExportBatches(source, input, range), layout);
  }
  return {
    fileName: exportFileNames({ surveyTitle: survey.title, status: query.status, format: query.format, page: query.page }),
    contentType: EXPORT_CONTENT_TYPES[query.format],
    chunks,
  };
}
