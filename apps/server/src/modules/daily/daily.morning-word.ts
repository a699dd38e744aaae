import { AppError } from '@nido/domain/errors'
import { type MorningWord, type MorningWordItem, type MorningWordSaved } from '@nido/domain/contracts/daily'
import { morningWordEnabled } from '@nido/domain/rules/daily-check-in'
import { hasDuplicateTypes, morningWordItemError, prepareMorningWord } from '@nido/domain/rules/morning-word'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { findMorningWord, upsertMorningWord, type ChildRow } from './daily.queries'
import {
  checkDeparturePerson,
  childDaily,
  invalid,
  modeFor,
  morningWordView,
  writableDate,
  type DailyChange,
  type MorningWordUpdateInput,
} from './daily.service'

// The morning word (spec 001 §3 Morning word, §4 panel, §5 item validity; docs/daily.md).

// --- morning word --------------------------------------------------------------------------------

export async function getMorningWord(
  db: Queryable,
  actor: Actor,
  child: ChildRow,
  now: Date,
  date?: string,
): Promise<MorningWord> {
  const c = await childDaily(db, child, now)
  const day = date ?? c.today
  return morningWordView(c.child.id, c, day, await findMorningWord(db, c.child.id, day))
}

export async function updateMorningWord(
  tx: Queryable,
  actor: Actor,
  child: ChildRow,
  now: Date,
  input: MorningWordUpdateInput,
): Promise<{ view: MorningWordSaved; change: DailyChange }> {
  const c = await childDaily(tx, child, now)
  if (input.schoolId !== undefined && input.schoolId !== c.schoolId) throw invalid('schoolId', 'wrongSchool')
  if (!morningWordEnabled(modeFor(actor, c))) throw new AppError('FORBIDDEN_BY_FEATURE_SETTINGS')
  const date = await writableDate(tx, actor, c, now, input.date)
  const items: MorningWordItem[] = input.items
  if (hasDuplicateTypes(items)) throw invalid('items', 'duplicateType')
  // Errors block the save (the drawer disables submit on them); incomplete items are dropped.
  for (const [index, item] of items.entries()) {
    const error = morningWordItemError(item)
    if (error) throw invalid(`items.${index}`, error)
    if (item.type === 'Departure') await checkDeparturePerson(tx, c, item, `items.${index}`)
  }
  const prepared = prepareMorningWord({ allFine: input.allFine, items }, c.options)
  const row = await upsertMorningWord(tx, now, {
    schoolId: c.schoolId,
    childId: c.child.id,
    date,
    allFine: prepared.allFine,
    items: prepared.items,
    updatedById: actor.userId,
  })
  await audit(tx, actor, 'daily.morningWord.update', { childId: c.child.id, date })
  return {
    view: { ...morningWordView(c.child.id, c, date, row), droppedItemTypes: prepared.dropped },
    change: { schoolId: c.schoolId, childId: c.child.id, date },
  }
}
