import type { TimeBucket } from "@sondar/core/responses/time-and-drop-off";
import type { TFunction } from "i18next";

/** A duration in the largest units that keep it readable: "45 s", "4 min 10 s", "1 h 12 min". */
export function durationLabel(totalSeconds: number, t: TFunction): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return t("responses.journey.time.seconds", { seconds });
  if (seconds < 3600) {
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    return rest
      ? t("responses.journey.time.minutesSeconds", { minutes, seconds: rest })
      : t("responses.journey.time.minutes", { minutes });
  }
  return t("responses.journey.time.hoursMinutes", {
    hours: Math.floor(seconds / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
  });
}

/** A time bucket in minutes as people say it: "under 1 min", "1–2 min", "1 h or more". */
export function bucketLabel(bucket: Omit<TimeBucket, "count">, t: TFunction): string {
  if (bucket.toSeconds === null) return t("responses.journey.time.bucketOver", { from: bucket.fromSeconds / 3600 });
  if (bucket.fromSeconds === 0) return t("responses.journey.time.bucketUnder", { to: bucket.toSeconds / 60 });
  return t("responses.journey.time.bucketRange", { from: bucket.fromSeconds / 60, to: bucket.toSeconds / 60 });
}
