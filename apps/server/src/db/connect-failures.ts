import type { Client } from "pg";

/** Errors node-postgres gave while opening a connection, told apart from a statement's errors. */
const connectFailures = new WeakSet<object>();

/**
 * True for an error met while opening a database connection: whatever its SQLSTATE (55000 for
 * a database that no longer allows connections, 57P03 while it starts, 28P01 for a password
 * that no longer works, 3D000 for a database gone), no statement ran and the database cannot
 * serve this process now; the same code from a statement (55000 is also "currval not yet
 * defined") says nothing of the kind.
 */
export function isConnectFailure(error: unknown): boolean {
  return typeof error === "object" && error !== null && connectFailures.has(error);
}

function noted(error: Error): Error {
  connectFailures.add(error);
  return error;
}

/** The pool's client class, noting the errors its connections fail to open with (isConnectFailure). */
export function notingConnectFailures(Base: typeof Client): typeof Client {
  return class NotingConnectFailures extends Base {
    override connect(): Promise<Client>;
    override connect(callback: (error: Error) => void): void;
    override connect(callback?: (error: Error) => void): Promise<Client> | void {
      if (callback) return super.connect((error: Error) => callback(error ? noted(error) : error));
      return super.connect().catch((error: Error) => Promise.reject(noted(error)));
    }
  };
}
