import { z } from "zod";

/**
 * Client-made ids (a respondent session, one submission): 8 to 100 letters, digits, `-` or `_`
 * (a UUID fits). The session id also names a storage folder, so nothing else is allowed.
 */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, "Must be 8 to 100 letters, digits, - or _");
