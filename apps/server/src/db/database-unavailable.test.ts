import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { findDatabaseUnavailable } from "./database-unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new DrizzleQueryError("select 1", [], cause as Error);

describe("findDatabaseUnavailable", () => {
  it.each([
    ["a refused connection, wrapped by Drizzle", wrapped(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))],
    ["a connection terminated by an administrator", withCode("terminating connection due to administrator command", "57P01")],
    ["our statement timeout", wrapped(withCode("canceling statement due to statement timeout", "57014"))],
    ["a full disk", withCode("could not extend file: No space left on device", "53100")],
    ["too many connections", withCode("sorry, too many clients already", "53300")],
    ["a read-only database", withCode("cannot execute INSERT in a read-only transaction", "25006")],
    ["a connection lost mid-statement", wrapped(new Error("Connection terminated unexpectedly"))],
    ["a full pool", new Error("timeout exceeded when trying to connect")],
    ["a stalled server", wrapped(new Error("Query read timeout"))],
    ["PGlite's file system out of space", { name: "ErrnoError", errno: 51 }],
  ])("finds %s", (_, error) => {
    expect(findDatabaseUnavailable(error)).not.toBeNull();
  });

  it.each([
    ["a unique violation", wrapped(withCode("duplicate key value violates unique constraint", "23505"))],
    ["a syntax error", withCode('syntax error at or near "selec"', "42601")],
    // The code a database that no longer allows connections gives, but from a statement: found only from a connection.
    ["a statement's 55000", withCode('currval of sequence "s" is not yet defined in this session', "55000")],
    ["a bug", new TypeError("cannot read properties of undefined")],
    ["a thrown string", "boom"],
  ])("leaves out %s", (_, error) => {
    expect(findDatabaseUnavailable(error)).toBeNull();
  });
});
