import pg from "pg";
import { inject } from "vitest";

/** Puts a user on an active paid plan, as a completed checkout would (billing is a later issue). */
export async function makePro(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject("databaseUrl") });
  await client.connect();
  try {
    const res = await client.query(
      `update user_subscriptions set status = 'active', provider_subscription_id = 'sub_e2e_' || gen_random_uuid(), trial_end = null, updated_at = now()
       where user_id = (select id from users where email = $1)`,
      [email.toLowerCase()],
    );
    if (res.rowCount !== 1) throw new Error(`no subscription for ${email}`);
  } finally {
    await client.end();
  }
}
