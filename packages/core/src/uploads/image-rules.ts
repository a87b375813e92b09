import { ERROR_MESSAGES } from "../errors/error-codes";
import { formatErrorMessage } from "../errors/format-error-message";
import { isFileTypeAllowed, nameClaimedFileType } from "./file-type-rules";
import { MAX_QUESTION_IMAGES } from "./question-image-limit";

/** What an uploaded image is for: the survey's welcome-screen logo, its brand background, or a question's gallery. */
export type ImagePurpose = "logo" | "background" | "question";

/** The only formats we store; anything else (SVG, HTML, GIF, WebP…) is refused. */
export const ALLOWED_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;
export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

const MB = 1024 * 1024;

/** Question images: max 6, under 1MB each, JPG/PNG, at most 1920x1080 (docs/product/surveys-and-questions.md#images-and-logo). */
export const QUESTION_IMAGE_LIMITS = {
  maxBytes: MB,
  maxPerQuestion: MAX_QUESTION_IMAGES,
  maxWidth: 1920,
  maxHeight: 1080,
} as const;

/** Logo: under 2MB, PNG or JPG. */
export const LOGO_LIMITS = { maxBytes: 2 * MB } as const;

export function isAllowedImageType(type: string | null): type is AllowedImageType {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(type ?? "");
}

/** Facts about an upload, all read from its bytes (never from its name or the client's content type). */
export interface ImageFacts {
  /** MIME type detected from the content; null when the bytes are no known format. */
  type: string | null;
  size: number;
  /** Null when the image header cannot be read. */
  dimensions: { width: number; height: number } | null;
  /** Images the question already has; ignored for logos and backgrounds. */
  existingCount: number;
  /** The file's name and the browser's type: never trusted, only used to word a refusal. */
  claimed?: { name: string; mime: string };
}

export type ImageRefusalCode =
  | "IMAGE_TYPE_NOT_ALLOWED"
  | "IMAGE_TOO_LARGE"
  | "IMAGE_LIMIT_REACHED"
  | "IMAGE_DIMENSIONS_TOO_LARGE"
  | "INVALID_IMAGE"
  | "LOGO_NOT_IMAGE"
  | "LOGO_TOO_LARGE"
  | "FILE_CONTENT_MISMATCH";

export interface ImageRefusal {
  code: ImageRefusalCode;
  message: string;
}

const refuse = (code: Exclude<ImageRefusalCode, "FILE_CONTENT_MISMATCH">): ImageRefusal => ({
  code,
  message: ERROR_MESSAGES[code],
});

/**
 * A file of another known format that claims to be a JPG or PNG is told its content does not
 * match, rather than that only JPG and PNG are allowed (docs/decisions/160-content-that-does-not-match-its-type.md).
 */
function refuseType(claimed: ImageFacts["claimed"]): ImageRefusal {
  const claimsImage = claimed && isFileTypeAllowed([...ALLOWED_IMAGE_TYPES, ".png", ".jpg", ".jpeg"], claimed);
  if (!claimsImage) return refuse("IMAGE_TYPE_NOT_ALLOWED");
  const type = nameClaimedFileType(claimed);
  return { code: "FILE_CONTENT_MISMATCH", message: formatErrorMessage("FILE_CONTENT_MISMATCH", { name: claimed.name, type }) };
}

/**
 * The refusal for an image upload, or null when it may be stored. Checks run in the
 * documented order (type, size, count, dimensions), so the first problem is named.
 * "Less than 1MB" is taken literally: a file of exactly 1 MiB is refused. A background follows the
 * question-image rules (docs/decisions/122-brand-theme.md).
 */
export function getImageRefusal(purpose: ImagePurpose, facts: ImageFacts): ImageRefusal | null {
  if (purpose === "logo") {
    // The logo has one type message; an unreadable PNG/JPEG is no usable image either.
    if (!isAllowedImageType(facts.type) || !facts.dimensions) return refuse("LOGO_NOT_IMAGE");
    if (facts.size >= LOGO_LIMITS.maxBytes) return refuse("LOGO_TOO_LARGE");
    return null;
  }
  // Bytes of no known format cannot be read as an image; a known non-JPG/PNG format is the wrong type.
  if (facts.type === null) return refuse("INVALID_IMAGE");
  if (!isAllowedImageType(facts.type)) return refuseType(facts.claimed);
  if (facts.size >= QUESTION_IMAGE_LIMITS.maxBytes) return refuse("IMAGE_TOO_LARGE");
  if (!facts.dimensions) return refuse("INVALID_IMAGE");
  // A survey has one background, replaced rather than counted.
  if (purpose === "question" && facts.existingCount >= QUESTION_IMAGE_LIMITS.maxPerQuestion) {
    return refuse("IMAGE_LIMIT_REACHED");
  }
  const { width, height } = facts.dimensions;
  if (width > QUESTION_IMAGE_LIMITS.maxWidth || height > QUESTION_IMAGE_LIMITS.maxHeight) {
    return refuse("IMAGE_DIMENSIONS_TOO_LARGE");
  }
  return null;
}
