import { expect } from "vitest";
import { AppError } from "../src/lib/app-error";

/** Awaits a promise that must reject with an AppError, and returns that error for further checks. */
export async function expectAppError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
