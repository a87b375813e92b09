import type { imageSize as ImageSize } from "image-size";

export interface DetectedImage {
  /** MIME type read from the bytes; null when they are no known format. */
  type: string | null;
  /** As displayed: EXIF rotations by a quarter turn swap width and height. */
  dimensions: { width: number; height: number } | null;
}

/** image-size's name for each type we accept, to check both readers agree. */
const IMAGE_SIZE_TYPE: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg" };

/**
 * What the bytes really are, never what the file name or the client says. file-type reads the
 * magic numbers; image-size reads the header, and also names text formats such as SVG.
 */
export async function detectImage(bytes: Uint8Array): Promise<DetectedImage> {
  // Imported on the first upload, not at start: most processes never read an image.
  const [{ fileTypeFromBuffer }, { imageSize }] = await Promise.all([import("file-type"), import("image-size")]);
  const detected = await fileTypeFromBuffer(bytes);
  let size: ReturnType<typeof ImageSize> | null = null;
  try {
    size = imageSize(bytes);
  } catch {
    size = null;
  }
  const type = detected?.mime ?? (size?.type === "svg" ? "image/svg+xml" : null);
  if (!size || !type) return { type, dimensions: null };
  // A PNG signature over a header image-size reads as something else is no image we can trust.
  const expected = IMAGE_SIZE_TYPE[type];
  if (expected && size.type !== expected) return { type, dimensions: null };
  const quarterTurn = (size.orientation ?? 1) >= 5;
  return {
    type,
    dimensions: quarterTurn ? { width: size.height, height: size.width } : { width: size.width, height: size.height },
  };
}
