import type { AuditEntry } from "@sondar/core/audit/audit-schemas";
import { neutraliseCsvFormula } from "@sondar/core/responses/export-formula";
import { csvFormatValue } from "d3-dsv";

// RFC 4180 line ends, as the response exports.
const LINE_END = "\r\n";

const HEADER = [
  "time",
  "action",
  "actor_kind",
  "actor_user_id",
  "actor_name",
  "actor_email",
  "api_key_name",
  "target_type",
  "target_id",
  "target_name",
  "ip",
  "details",
];

/** A cell made formula-safe (export-formula.ts) and quoted by d3-dsv when it needs it. */
function cell(value: string | null): string {
  return csvFormatValue(neutraliseCsvFormula(value ?? ""));
}

export function auditCsvLine(entry: AuditEntry): string {
  return (
    [
      entry.createdAt,
      entry.action,
      entry.actorKind,
      entry.actorUserId,
      entry.actorName,
      entry.actorEmail,
      entry.apiKeyName,
      entry.targetType,
      entry.targetId,
      entry.targetName,
      entry.ip,
      JSON.stringify(entry.details),
    ]
      .map(cell)
      .join(",") + LINE_END
  );
}

/** The CSV file: a byte-order mark (so Excel reads accents right), the header, then one line per entry. */
export function auditCsvStream(batches: AsyncGenerator<AuditEntry[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\ufeff${HEADER.join(",")}${LINE_END}`));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map(auditCsvLine).join("")));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
