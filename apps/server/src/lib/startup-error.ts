/** A start-up failure whose message is already the one line an operator needs (main.ts prints it as is). */
export class StartupError extends Error {
  override name = "StartupError";
}
