import { eq } from 'drizzle-orm'
import { dailyCheckIns, dailyMorningWords, dailyStaffCheckIns, dailyStaffCodes } from '../../db/schema/index'
import type { PersonalData } from '../module'

// Daily (docs/daily.md, docs/data-protection.md): a child's check-ins (with who picks them up)
// and morning words; a staff member's presences and that they have a check-in code (the code's
// hash is a secret and stays out).
export const dailyPersonalData: PersonalData = {
  user: [
    {
      table: dailyStaffCheckIns,
      rows: ({ db }, id) => db.select().from(dailyStaffCheckIns).where(eq(dailyStaffCheckIns.userId, id)),
    },
    {
      table: dailyStaffCodes,
      rows: ({ db }, id) =>
        db
          .select({
            id: dailyStaffCodes.id,
            schoolId: dailyStaffCodes.schoolId,
            createdAt: dailyStaffCodes.createdAt,
          })
          .from(dailyStaffCodes)
          .where(eq(dailyStaffCodes.userId, id)),
    },
  ],
  child: [
    {
      table: dailyCheckIns,
      rows: ({ db }, id) =>
        db.select().from(dailyCheckIns).where(eq(dailyCheckIns.childId, id)).orderBy(dailyCheckIns.date),
    },
    {
      table: dailyMorningWords,
      rows: ({ db }, id) =>
        db
          .select()
          .from(dailyMorningWords)
          .where(eq(dailyMorningWords.childId, id))
          .orderBy(dailyMorningWords.date),
    },
  ],
}
