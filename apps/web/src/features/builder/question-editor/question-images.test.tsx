import { createQuestion } from "@sondar/core/surveys/create-question";
import type { Question } from "@sondar/core/surveys/question-schema";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { QuestionImages } from "./question-images";
import { initTestI18n } from "../../../lib/test-i18n";
import type { QuestionImage } from "./types";

beforeAll(() => {
  initTestI18n();
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An upload address as the server gives it (/uploads/<uuid>), made from the image's test id. */
const uploadUrlOf = (id: string) =>
  `/uploads/00000000-0000-4000-8000-${Array.from(id, (c) => c.charCodeAt(0).toString(16))
    .join("")
    .padStart(12, "0")
    .slice(-12)}`;

const image = (id: string): QuestionImage => ({
  id,
  url: uploadUrlOf(id),
  filename: `${id}.png`,
  size: 100,
  uploadedAt: "2025-01-01T00:00:00.000Z",
  alt: "",
});

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function setup(images: QuestionImage[] = []) {
  const question: Question = { ...createQuestion("text", "q_img"), images };
  const onChange = vi.fn<(q: Question) => void>();
  render(<QuestionImages surveyId="s1" question={question} disabled={false} onChange={onChange} />);
  const input = screen.getByLabelText("Add images") as HTMLInputElement;
  return { onChange, input };
}

describe("QuestionImages", () => {
  it("accepts PNG and JPG files, several at once", () => {
    const { input } = setup();
    expect(input.type).toBe("file");
    expect(input.accept).toBe("image/png,image/jpeg");
    expect(input.multiple).toBe(true);
  });

  it("checks type and size per file name, uploads the rest and adds them to the question", async () => {
    fetchMock.mockResolvedValueOnce(json(201, { ...image("new1"), filename: "ok.png", width: 10, height: 10 }));
    const { input, onChange } = setup();

    fireEvent.change(input, {
      target: {
        files: [file("bad.gif", "image/gif"), file("big.png", "image/png", 1024 * 1024 + 1), file("ok.png", "image/png")],
      },
    });

    screen.getByText((_, el) => el?.tagName === "LI" && el.textContent === "bad.gif: Only JPG and PNG files are allowed");
    screen.getByText((_, el) => el?.tagName === "LI" && el.textContent === "big.png: File size must be less than 1MB");
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/surveys/s1/uploads");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("same-origin");
    const body = init?.body as FormData;
    expect((body.get("file") as File).name).toBe("ok.png");
    expect(body.get("purpose")).toBe("q_img");
    // The question keeps the fields of its schema (no width/height).
    expect(onChange.mock.calls[0]?.[0].images).toEqual([{ ...image("new1"), filename: "ok.png" }]);
  });

  it("uploads only what fits under 6 and says so", async () => {
    fetchMock.mockResolvedValueOnce(json(201, image("new1")));
    const { input, onChange } = setup([1, 2, 3, 4, 5].map((n) => image(`i${n}`)));

    fireEvent.change(input, {
      target: { files: [file("a.png", "image/png"), file("b.jpg", "image/jpeg"), file("c.png", "image/png")] },
    });

    screen.getByText("Only 1 image uploaded. Maximum 6 images allowed.");
    screen.getByText((_, el) => el?.tagName === "LI" && el.textContent === "b.jpg: Maximum 6 images allowed");
    screen.getByText((_, el) => el?.tagName === "LI" && el.textContent === "c.png: Maximum 6 images allowed");
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].images.map((i) => i.id)).toEqual(["i1", "i2", "i3", "i4", "i5", "new1"]);
  });

  it("shows the server's message per file, or 'Upload failed'", async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(400, { error: { code: "IMAGE_TOO_LARGE", message: "Image dimensions must be 1920x1080 or smaller" } }),
      )
      .mockRejectedValueOnce(new TypeError("network"));
    const { input, onChange } = setup();

    fireEvent.change(input, { target: { files: [file("wide.png", "image/png"), file("lost.jpg", "image/jpeg")] } });

    await screen.findByText(
      (_, el) => el?.tagName === "LI" && el.textContent === "wide.png: Image dimensions must be 1920x1080 or smaller",
    );
    screen.getByText((_, el) => el?.tagName === "LI" && el.textContent === "lost.jpg: Upload failed");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says the content did not match its type when the server finds the bytes are not the image the file claims", async () => {
    const refusal = { code: "FILE_CONTENT_MISMATCH", message: "(the server's English)" };
    fetchMock.mockResolvedValueOnce(json(415, { error: refusal })).mockResolvedValueOnce(json(415, { error: refusal }));
    const { input, onChange } = setup();

    fireEvent.change(input, { target: { files: [file("photo.png", "image/png"), file("scan.jpeg", "image/jpeg")] } });

    await screen.findByText(
      (_, el) =>
        el?.tagName === "LI" && el.textContent === "photo.png: Not a valid PNG file: its content does not match its type",
    );
    screen.getByText(
      (_, el) =>
        el?.tagName === "LI" && el.textContent === "scan.jpeg: Not a valid JPG file: its content does not match its type",
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it("removes an image from the question and deletes the upload", () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const { onChange } = setup([image("i1"), image("i2")]);

    fireEvent.click(screen.getByRole("button", { name: "Remove image i1.png" }));

    expect(onChange.mock.calls[0]?.[0].images.map((i) => i.id)).toEqual(["i2"]);
    expect(fetchMock).toHaveBeenCalledWith("/api/surveys/s1/uploads/i1", expect.objectContaining({ method: "DELETE" }));
  });

  it("gives each image its own alt text field and stores what is typed on that image only", () => {
    const { onChange } = setup([image("i1"), { ...image("i2"), alt: "A bar chart of sales" }]);

    expect((screen.getByLabelText("Alt text for i2.png") as HTMLInputElement).value).toBe("A bar chart of sales");
    fireEvent.change(screen.getByLabelText("Alt text for i1.png"), { target: { value: "Our new logo" } });

    expect(onChange.mock.calls[0]?.[0].images.map((i) => i.alt)).toEqual(["Our new logo", "A bar chart of sales"]);
  });

  it("stops taking files at 6 images", () => {
    const { input } = setup([1, 2, 3, 4, 5, 6].map((n) => image(`i${n}`)));
    expect(input.disabled).toBe(true);
    screen.getByText("6 of 6 images");
  });
});
