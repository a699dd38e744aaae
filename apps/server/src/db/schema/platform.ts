import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { id, timestamps } from './columns'
import { mediaKindEnum, mediaTypeEnum } from './enums'
import { users } from './people'
import { schools } from './structure'

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    currentSchoolId: uuid(),
    currentChildId: uuid(),
    impersonatorId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    ip: text(),
    userAgent: text(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

/** Media records (spec 000 §3); the bytes live in the storage driver under storage_key. */
export const media = pgTable(
  'media',
  {
    id: id(),
    ownerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    schoolId: uuid().references(() => schools.id, { onDelete: 'cascade' }),
    kind: mediaKindEnum().notNull(),
    type: mediaTypeEnum().notNull(),
    storageKey: text().notNull(),
    mimeType: text().notNull(),
    fileName: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    variants: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** The row of `kind` this file belongs to (a post, a gallery…); null until attached. */
    attachedId: uuid(),
    position: integer().notNull().default(0),
    /** `pending` until the upload is complete and checked, then `ready`. */
    status: text().$type<'pending' | 'ready'>().notNull().default('pending'),
    /** The capture date read from the photo's metadata before the rest is stripped. */
    takenAt: timestamp({ withTimezone: true }),
    width: integer(),
    height: integer(),
    /**
     * When a video's or audio file's recording place was removed, or found absent (decision 0018);
     * null for files completed before that check existed, which a job catches up on.
     */
    locationCheckedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('media_storage_key').on(t.storageKey),
    // The catch-up of videos stored before decision 0018 (media.location-backfill.ts).
    index('media_location_unchecked_idx')
      .on(t.id)
      .where(
        sql`${t.status} = 'ready' and ${t.type} in ('VIDEO', 'AUDIO') and ${t.locationCheckedAt} is null`,
      ),
    index('media_owner_idx').on(t.ownerId),
    index('media_attached_idx').on(t.kind, t.attachedId, t.position),
    // The sweep of abandoned uploads (modules/media/media.sweep.ts): pending rows, oldest first.
    index('media_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // The sweep of completed files nothing holds (media.sweep.ts), oldest change first.
    index('media_unattached_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'ready' and ${t.attachedId} is null`),
    // A school's storage quota sums its files (media.quota.ts).
    index('media_school_idx').on(t.schoolId),
  ],
)

/** Every write, with the real actor and the impersonator if any (ARCHITECTURE §5). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid(),
    impersonatorId: uuid(),
    action: text().notNull(),
    targets: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The viewer (docs/administration-settings.md "Audit log") pages newest first on
  // (created_at, id); a group admin's entries are those of their staff (the actor index) or
  // naming one of their schools (the school index, on the targets' schoolId).
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_school_idx').on(sql`(${t.targets}->>'schoolId')`, t.createdAt.desc()),
  ],
)
