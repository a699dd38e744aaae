import { AppError } from '@nido/domain/errors'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import type { ShareTarget } from './news.index'

// Issue 5 item 2: sharing targets (users, sections, schools) must lie within the author's scope;
// none at all is EMPTY_SHARINGS_SCOPE. Shared by posts, albums, folders and polls. The posts work
// owns this file and completes the rule (user targets, guardians' targets, brand variant).
export async function checkShareTargets(
  db: Queryable,
  actor: Actor,
  targets: readonly ShareTarget[],
): Promise<ShareTarget[]> {
  void db
  if (targets.length === 0) throw new AppError('EMPTY_SHARINGS_SCOPE')
  const scope = actor.structureTreeScope
  for (const t of targets) {
    const allowed =
      (t.targetType === 'School' && scope.schoolIds.includes(t.targetId)) ||
      (t.targetType === 'Section' && scope.sectionIds.includes(t.targetId))
    if (!allowed) throw new AppError('NOT_FOUND')
  }
  return [...targets]
}
