import { contracts } from '@nido/domain/contracts/index'
import { AppError } from '@nido/domain/errors'
import { createAntiBotChallenge } from '../../platform/anti-bot'
import type { Route } from '../../platform/http'
import { countUnlessOver } from '../../platform/rate-limit'

/**
 * Challenges per client address (docs/security.md "Rate limits and throttling"). Issuing one costs
 * the server a PBKDF2, so the count keeps a flood from costing CPU; a school's shared address
 * still fills in dozens of forms an hour. A refused request adds nothing.
 */
export const antiBotLimits = { windowMs: 10 * 60_000, perIp: 100 } as const

export function antiBotRoutes(route: Route): void {
  // Public: the forms it guards are filled in before (or without) signing in.
  route(contracts.antiBot.challenge, async ({ req, reply, deps }) => {
    const allowed = await countUnlessOver(deps.rateLimits, [
      { key: `anti-bot:challenge:ip:${req.ip}`, windowMs: antiBotLimits.windowMs, max: antiBotLimits.perIp },
    ])
    if (!allowed) throw new AppError('TOO_MANY_REQUESTS')
    // Each challenge is good once: a cached one would be spent already.
    void reply.header('cache-control', 'no-store')
    return createAntiBotChallenge(deps)
  })
}
