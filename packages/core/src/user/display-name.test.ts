import { expect, it } from "vitest";
import { getDisplayName, getInitial } from "./display-name";

it("falls back from name to the e-mail's local part to 'User'", () => {
  expect(getDisplayName({ name: "Ana Lima", email: "ana@x.io" })).toBe("Ana Lima");
  expect(getDisplayName({ name: "  ", email: "bruno@x.io" })).toBe("bruno");
  expect(getDisplayName({ name: null, email: null })).toBe("User");
  expect(getDisplayName(null)).toBe("User");
});

it("takes the avatar initial from the display name", () => {
  expect(getInitial({ name: "ana", email: "z@x.io" })).toBe("A");
  expect(getInitial({ email: "bruno@x.io" })).toBe("B");
});
