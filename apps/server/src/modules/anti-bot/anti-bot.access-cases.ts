import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'

// ARCHITECTURE §5 access matrix: a challenge is for anyone about to send a public form, signed in
// or not (docs/anti-bot.md).

/**
 * Every request counts against the client's address (anti-bot.routes antiBotLimits) and the matrix
 * sends all its requests from one address: each case starts from a clean count. The limit itself
 * is tested in anti-bot.test.ts.
 */
const freshAddress = (w: MatrixWorld) => w.app.deps.rateLimits.reset('anti-bot:challenge:ip:127.0.0.1')

export const accessCases: AccessCase[] = [
  {
    route: contracts.antiBot.challenge,
    request: async (w) => {
      await freshAddress(w)
      return {}
    },
    expect: { anonymous: 200, others: 200 },
  },
]
