import { eq, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { users } from '../../db/schema/index'

export async function findAccount(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      profileType: users.profileType,
      firstname: users.firstname,
      lastname: users.lastname,
      jobTitle: users.jobTitle,
      email: users.email,
      phone: users.phone,
      language: users.language,
      avatarMediaId: users.avatarMediaId,
      termsAcceptedAt: users.termsAcceptedAt,
      emailValidatedAt: users.emailValidatedAt,
      settings: users.settings,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>

export interface AccountChanges {
  firstname?: string
  lastname?: string
  jobTitle?: string | null
  phone?: string | null
  language?: string
}

export async function updateAccountRow(db: Queryable, userId: string, changes: AccountChanges, now: Date) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
}

/** Merges the given keys into users.settings in SQL, so concurrent changes of other keys are kept. */
export async function mergeSettings(
  db: Queryable,
  userId: string,
  patch: Record<string, boolean | string | null>,
  chatPatch: Record<string, boolean>,
  now: Date,
) {
  // Chat options are merged into `settings.chat` (access/chat.ts chatOptionsOf), the rest at the top.
  const merged = sql`coalesce(${users.settings}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`
  await db
    .update(users)
    .set({
      settings: sql`jsonb_set(${merged}, '{chat}', coalesce(${users.settings} -> 'chat', '{}'::jsonb) || ${JSON.stringify(chatPatch)}::jsonb)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
}
