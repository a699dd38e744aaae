import { contracts } from '@nido/domain/contracts/index'
import { AppError } from '@nido/domain/errors'
import { verifyAntiBot } from '../../platform/anti-bot'
import { cookieNames, setAdvisorSessionCookie } from '../../platform/cookies'
import type { Route } from '../../platform/http'
import { countUnlessOver } from '../../platform/rate-limit'
import {
  campaignPublicLinks,
  newVisitorSessionId,
  publicSurvey,
  sendPublicReplies,
  visitorSessionIdOf,
} from './advisor.public.service'
import { campaignInScope } from './advisor.service'

// The public survey links (docs/advisor.md "The public links"): read and answered without a
// session, by whoever holds the link.
const c = contracts.advisorPublic

/**
 * Requests per client address (docs/security.md "Rate limits and throttling"), as the anti-bot
 * challenge counts them: a nursery's shared address still sends dozens of answers an hour; a
 * refused request adds nothing. Each reply set also costs its sender a proof-of-work.
 */
export const advisorPublicLimits = { windowMs: 10 * 60_000, readsPerIp: 300, repliesPerIp: 60 } as const

export function advisorPublicRoutes(route: Route): void {
  route(c.survey, async ({ req, deps, db, now, params }) => {
    const allowed = await countUnlessOver(deps.rateLimits, [
      {
        key: `advisor:public:read:ip:${req.ip}`,
        windowMs: advisorPublicLimits.windowMs,
        max: advisorPublicLimits.readsPerIp,
      },
    ])
    if (!allowed) throw new AppError('TOO_MANY_REQUESTS')
    const sessionId = visitorSessionIdOf(req.cookies[cookieNames.advisorSession])
    return publicSurvey(db, params.kind, params.linkId, sessionId, now)
  })
  route(c.reply, async ({ req, reply, deps, db, now, params, body }) => {
    const allowed = await countUnlessOver(deps.rateLimits, [
      {
        key: `advisor:public:reply:ip:${req.ip}`,
        windowMs: advisorPublicLimits.windowMs,
        max: advisorPublicLimits.repliesPerIp,
      },
    ])
    if (!allowed) throw new AppError('TOO_MANY_REQUESTS')
    // docs/anti-bot.md: the proof-of-work first, before any other work; a failure writes nothing.
    await verifyAntiBot(deps, body.antiBot)
    const sessionId = visitorSessionIdOf(req.cookies[cookieNames.advisorSession]) ?? newVisitorSessionId()
    await db.transaction((tx) =>
      sendPublicReplies(tx, params.kind, params.linkId, sessionId, now, body.ratings),
    )
    // Set (or renewed) once the answers are in, so this browser is known for the campaign.
    setAdvisorSessionCookie(reply, deps.config, sessionId)
    return null
  })
  route(c.links, async ({ actor, requireFor, db, params }) => {
    const campaign = await requireFor('advisor.campaigns.publicLinks', params.id, campaignInScope)
    return campaignPublicLinks(db, actor, campaign)
  })
}
