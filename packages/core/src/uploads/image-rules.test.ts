import { describe, expect, it } from "vitest";
import { getImageRefusal, type ImageFacts } from "./image-rules";

const MB = 1024 * 1024;

function facts(overrides: Partial<ImageFacts> = {}): ImageFacts {
  return { type: "image/png", size: 20_000, dimensions: { width: 800, height: 600 }, existingCount: 0, ...overrides };
}

const message = (purpose: "logo" | "background" | "question", overrides: Partial<ImageFacts>) =>
  getImageRefusal(purpose, facts(overrides))?.message ?? null;

describe("question images", () => {
  it("accepts a PNG or JPEG within every limit", () => {
    expect(message("question", {})).toBeNull();
    expect(message("question", { type: "image/jpeg", size: MB - 1, dimensions: { width: 1920, height: 1080 } })).toBeNull();
    expect(message("question", { existingCount: 5 })).toBeNull();
  });

  it("refuses other formats and unreadable bytes with their messages", () => {
    for (const type of ["image/svg+xml", "image/gif", "image/webp", "application/pdf", "application/xml"]) {
      expect(message("question", { type })).toBe("Only JPG and PNG files are allowed");
    }
    expect(message("question", { type: null, dimensions: null })).toBe("Invalid image file");
    expect(message("question", { dimensions: null })).toBe("Invalid image file");
  });

  it("refuses 1MB and more", () => {
    expect(message("question", { size: MB })).toBe("File size must be less than 1MB");
    expect(getImageRefusal("question", facts({ size: 5 * MB }))?.code).toBe("IMAGE_TOO_LARGE");
  });

  it("refuses the seventh image of a question", () => {
    expect(message("question", { existingCount: 6 })).toBe("Maximum 6 images allowed");
  });

  it("refuses anything wider than 1920 or taller than 1080", () => {
    expect(message("question", { dimensions: { width: 1921, height: 1080 } })).toBe(
      "Image dimensions must be 1920x1080 or smaller",
    );
    expect(message("question", { dimensions: { width: 1080, height: 1920 } })).toBe(
      "Image dimensions must be 1920x1080 or smaller",
    );
  });

  it("names the first problem in the documented order: type, size, count, dimensions", () => {
    const everythingWrong = { size: 3 * MB, existingCount: 9, dimensions: { width: 4000, height: 4000 } };
    expect(message("question", { ...everythingWrong, type: "image/gif" })).toBe("Only JPG and PNG files are allowed");
    expect(message("question", everythingWrong)).toBe("File size must be less than 1MB");
    expect(message("question", { ...everythingWrong, size: 10 })).toBe("Maximum 6 images allowed");
  });
});

describe("images whose content is not what they claim", () => {
  const pdfNamedPng = { type: "application/pdf", claimed: { name: "photo.png", mime: "image/png" } };

  it("says the content did not match when a question image or background claims PNG or JPG but is another format", () => {
    for (const purpose of ["question", "background"] as const) {
      expect(getImageRefusal(purpose, facts(pdfNamedPng))).toEqual({
        code: "FILE_CONTENT_MISMATCH",
        message: '"photo.png" is not a valid PNG file: its content does not match its type',
      });
    }
    expect(message("question", { type: "image/gif", claimed: { name: "chart", mime: "image/jpeg" } })).toBe(
      '"chart" is not a valid JPG file: its content does not match its type',
    );
  });

  it("keeps the type message for an honest other format, and the product rules' messages for unreadable bytes and logos", () => {
    expect(message("question", { type: "image/svg+xml", claimed: { name: "x.svg", mime: "image/svg+xml" } })).toBe(
      "Only JPG and PNG files are allowed",
    );
    expect(message("question", { type: null, dimensions: null, claimed: { name: "cat.png", mime: "image/png" } })).toBe(
      "Invalid image file",
    );
    expect(message("logo", pdfNamedPng)).toBe("Please upload an image file (PNG, JPG, etc.)");
  });
});

describe("logos", () => {
  it("accepts a PNG or JPEG under 2MB, of any dimensions and regardless of question counts", () => {
    expect(message("logo", { size: 2 * MB - 1, dimensions: { width: 4000, height: 3000 }, existingCount: 50 })).toBeNull();
    expect(message("logo", { type: "image/jpeg" })).toBeNull();
  });

  it("refuses anything that is not a readable PNG or JPEG", () => {
    for (const type of [null, "image/svg+xml", "image/webp", "image/gif", "text/html"]) {
      expect(message("logo", { type })).toBe("Please upload an image file (PNG, JPG, etc.)");
    }
    expect(message("logo", { dimensions: null })).toBe("Please upload an image file (PNG, JPG, etc.)");
  });

  it("refuses 2MB and more", () => {
    expect(message("logo", { size: 2 * MB })).toBe("Logo file must be smaller than 2MB");
  });
});

describe("background images", () => {
  it("follow the question-image rules, read from the bytes, without a count", () => {
    expect(message("background", { existingCount: 40 })).toBeNull();
    expect(message("background", { type: "image/svg+xml" })).toBe("Only JPG and PNG files are allowed");
    expect(message("background", { size: MB })).toBe("File size must be less than 1MB");
    expect(message("background", { dimensions: { width: 4000, height: 3000 } })).toBe(
      "Image dimensions must be 1920x1080 or smaller",
    );
  });
});
