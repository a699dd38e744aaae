import { eq } from 'drizzle-orm'
import { birthdayMailSends, moderationMailStates } from '../../db/schema/index'
import type { PersonalData } from '../module'
import { weeklyDigestPersonalData } from './weekly-digest/weekly-digest.personal-data'

// What the notification mails keep about people (docs/data-protection.md): the weekly digest's
// weeks, a moderator's last moderation mail per school, the birthdays a child's section was told
// of. The mails themselves are outbox rows, exported with the others (data-protection).
export const notificationsPersonalData: PersonalData = {
  user: [
    ...(weeklyDigestPersonalData.user ?? []),
    {
      table: moderationMailStates,
      rows: ({ db }, id) => db.select().from(moderationMailStates).where(eq(moderationMailStates.userId, id)),
    },
  ],
  child: [
    {
      table: birthdayMailSends,
      rows: ({ db }, id) => db.select().from(birthdayMailSends).where(eq(birthdayMailSends.childId, id)),
    },
  ],
}
