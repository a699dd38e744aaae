import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { audit } from '../../platform/audit'
import { resolveActor } from '../../platform/actor'
import { setScopePreferenceCookies } from '../../platform/cookies'
import { buildMe, changeScope } from './me.service'

export function meRoutes(route: Route): void {
  route(contracts.me.get, async ({ actor }) => {
    return buildMe(actor)
  })

  // Signed out is an answer here, not an error: null (docs/web-weight.md "A clean first page").
  // A session whose account is no longer active still answers INVALID_USER, as GET /me does.
  route(contracts.me.session, async ({ session, requireActor }) =>
    (await session()) ? buildMe(await requireActor()) : null,
  )

  route(contracts.me.refreshScope, async ({ db, session }) => {
    // Resolve again from the database rather than reuse the request's cached actor.
    const fresh = await resolveActor(db, (await session())!)
    return buildMe(fresh!)
  })

  route(contracts.me.changeScope, async ({ actor, db, body, reply, deps }) => {
    const next = await db.transaction(async (tx) => {
      const changed = await changeScope(tx, actor, body)
      await audit(tx, actor, 'me.changeScope', { ...body })
      return changed
    })
    setScopePreferenceCookies(reply, deps.config, next)
    return buildMe(next)
  })

  route(contracts.me.health, async () => {
    return { ok: true as const }
  })
}
