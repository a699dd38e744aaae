import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { advisorAnswerRoutes } from './advisor.answer.routes'
import { advisorChildrenRoutes } from './advisor.children.routes'
import { replyHistory } from './advisor.history'
import { advisorHostRoutes } from './advisor.host.routes'
import { advisorPhoneRoutes } from './advisor.phone.routes'
import { advisorPublicRoutes } from './advisor.public.routes'
import { advisorQuestionRoutes } from './advisor.question.routes'
import { campaignComments, exportCampaignComments } from './advisor.comments'
import { campaignReport } from './advisor.report'
import {
  advisorScope,
  campaignInScope,
  campaignView,
  createCampaign,
  createLibraryQuestion,
  createSector,
  deleteCampaign,
  deleteLibraryQuestion,
  deleteSector,
  libraryInScope,
  listCampaigns,
  listLibrary,
  listSectors,
  sectorInScope,
  setCampaignStatus,
  updateCampaign,
  updateLibraryQuestion,
  updateSector,
} from './advisor.service'
import { campaignSummaries } from './advisor.summary'

const c = contracts.advisor

export function advisorRoutes(route: Route): void {
  advisorAnswerRoutes(route)
  advisorHostRoutes(route)
  advisorPublicRoutes(route)
  advisorPhoneRoutes(route)
  advisorChildrenRoutes(route)
  advisorQuestionRoutes(route)
  route(c.scope, async ({ actor, db }) => advisorScope(db, actor))
  route(contracts.advisorHistory.list, async ({ actor, db, query }) => replyHistory(db, actor, query))

  route(c.listSectors, async ({ actor, db, query }) => listSectors(db, actor, query))
  route(c.createSector, async ({ actor, db, body }) => db.transaction((tx) => createSector(tx, actor, body)))
  route(c.updateSector, async ({ actor, requireFor, db, params, body }) =>
    db.transaction(async (tx) => {
      const sector = await requireFor('advisor.sectors.update', params.id, sectorInScope, tx)
      return updateSector(tx, actor, sector, body)
    }),
  )
  route(c.deleteSector, async ({ actor, requireFor, db, params }) => {
    await db.transaction(async (tx) => {
      const sector = await requireFor('advisor.sectors.delete', params.id, sectorInScope, tx)
      await deleteSector(tx, actor, sector)
    })
    return null
  })

  route(c.listLibrary, async ({ actor, db, query }) => listLibrary(db, actor, query))
  route(c.createLibraryQuestion, async ({ actor, db, body }) =>
    db.transaction((tx) => createLibraryQuestion(tx, actor, body)),
  )
  route(c.updateLibraryQuestion, async ({ actor, requireFor, db, params, body }) =>
    db.transaction(async (tx) => {
      const row = await requireFor('advisor.library.update', params.id, libraryInScope, tx)
      return updateLibraryQuestion(tx, actor, row, body)
    }),
  )
  route(c.deleteLibraryQuestion, async ({ actor, requireFor, db, params }) => {
    await db.transaction(async (tx) => {
      const row = await requireFor('advisor.library.delete', params.id, libraryInScope, tx)
      await deleteLibraryQuestion(tx, actor, row)
    })
    return null
  })

  route(c.listCampaigns, async ({ actor, db, query }) => {
    const page = await listCampaigns(db, actor, query)
    if (!query.withSummary) return page
    return { ...page, items: await campaignSummaries(db, actor, page.items) }
  })
  route(c.getCampaign, async ({ actor, requireFor, db, params }) => {
    const campaign = await requireFor('advisor.campaigns.get', params.id, campaignInScope)
    return campaignView(db, actor, campaign)
  })
  route(c.createCampaign, async ({ actor, db, body }) =>
    db.transaction((tx) => createCampaign(tx, actor, body)),
  )
  route(c.updateCampaign, async ({ actor, requireFor, db, params, body }) =>
    db.transaction(async (tx) => {
      const campaign = await requireFor('advisor.campaigns.update', params.id, campaignInScope, tx)
      return updateCampaign(tx, actor, campaign, body)
    }),
  )
  route(c.setCampaignStatus, async ({ actor, requireFor, db, now, params, body }) =>
    db.transaction(async (tx) => {
      const campaign = await requireFor('advisor.campaigns.setStatus', params.id, campaignInScope, tx)
      return setCampaignStatus(tx, actor, now, campaign, body.status)
    }),
  )
  route(c.deleteCampaign, async ({ actor, requireFor, db, params }) => {
    await db.transaction(async (tx) => {
      const campaign = await requireFor('advisor.campaigns.delete', params.id, campaignInScope, tx)
      await deleteCampaign(tx, actor, campaign)
    })
    return null
  })

  route(c.report, async ({ actor, requireFor, db, params, query }) => {
    const campaign = await requireFor('advisor.reports.get', params.id, campaignInScope)
    return campaignReport(db, actor, campaign, query)
  })
  route(c.comments, async ({ actor, requireFor, db, params, query }) => {
    const campaign = await requireFor('advisor.reports.comments', params.id, campaignInScope)
    return campaignComments(db, actor, campaign, query)
  })
  route(c.exportComments, async ({ actor, requireFor, db, params, query, reply }) => {
    const campaign = await requireFor('advisor.reports.exportComments', params.id, campaignInScope)
    const body = await exportCampaignComments(db, actor, campaign, query)
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-length', String(body.length))
      .header('content-disposition', 'attachment; filename="advisor-comments.csv"')
      .header('cache-control', 'private, no-store')
    // Bytes are sent as they are (Fastify serialises only objects); the contract names them unknown.
    return body
  })
}
