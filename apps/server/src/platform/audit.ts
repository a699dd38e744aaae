import { auditLog } from '../db/schema/index'
import type { Queryable } from '../db/client'

// ARCHITECTURE §5 / STYLE habit 7: every write leaves one audit row (who, acting as whom, what, ids).
export interface AuditActor {
  userId: string | null
  impersonatorId: string | null
}

export async function audit(
  tx: Queryable,
  actor: AuditActor,
  action: string,
  targets: Record<string, unknown> = {},
): Promise<void> {
  await tx
    .insert(auditLog)
    .values({ actorId: actor.userId, impersonatorId: actor.impersonatorId, action, targets })
}
