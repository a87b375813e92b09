import { createAiAdapter } from "./adapters/ai/create-ai-adapter";
import { createMailAdapter } from "./adapters/mail/create-mail-adapter";
import { createStorageAdapter } from "./adapters/storage/create-storage-adapter";
import { createApp } from "./app";
import type { Config } from "./config/config";
import type { DatabaseHandle } from "./db/database";
import type { Logger } from "./lib/logger";
import { createAuth } from "./modules/auth/create-auth";
import { getAuthSecret } from "./modules/auth/get-auth-secret";

/** Wires config, database and adapters into the app; shared by main.ts and the tests. */
export async function buildServer(options: { config: Config; database: DatabaseHandle; logger: Logger; now?: () => Date }) {
  const { config, database, logger } = options;
  const now = options.now ?? (() => new Date());
  const mail = createMailAdapter(config, database.db);
  const ai = createAiAdapter(config);
  const storage = createStorageAdapter(config);
  const secret = await getAuthSecret(database.db, config.authSecret);
  const auth = createAuth({ config, db: database.db, mail, secret, logger, now });
  const app = createApp({ config, db: database.db, databaseKind: database.kind, mail, ai, storage, auth, logger, now });
  return { app, auth, mail, storage };
}
