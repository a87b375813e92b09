import type { Actor } from "@sondar/core/teams/actor";
import { AppError } from "../../lib/app-error";

/**
 * The user whose own account settings and API keys these are: only a signed-in user changes or
 * reads their account; an API key acts on surveys and responses, never on the account that owns
 * it nor on keys (docs/decisions/170-actors-and-services.md, 191-bearer-auth-for-v1.md).
 */
export function requireAccountOwner(actor: Actor): string {
  if (actor.kind !== "user") throw new AppError("FORBIDDEN");
  return actor.userId;
}
