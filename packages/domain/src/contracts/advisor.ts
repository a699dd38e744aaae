import { z } from 'zod'
import { zDate, zSchoolId, zSchoolIdOut, zSectionId, zSectionIdOut } from '../ids'
import { npsBandRules } from '../advisor/scores'
import { limits } from '../limits'
import { zPage, zPageQuery } from './common'
import { zIdParams, zTitle } from './boards-common'
import { defineRoute } from './define'

// Spec 000 §2 advisor routes (campaigns, questions, reports, sectors), §3 Advisor question
// (content, textOnly, nps) and reply entry (campaignId, questionId, comment, rating −1 when
// skipped), §6 advisor pages for director, coordinator, ETUDE with the global advisor flag; spec 001
// §9 scores, granularities and metrics. Campaign, sector and report fields are "not shown" in the
// spec: decision 0051 and docs/advisor.md say how they were designed.

/** Who a campaign asks. */
export const advisorAudiences = ['families', 'children', 'staff', 'visitors'] as const
export const zAdvisorAudience = z.enum(advisorAudiences)
export type AdvisorAudience = z.infer<typeof zAdvisorAudience>

export const advisorCampaignStatuses = ['draft', 'active', 'paused', 'closed'] as const
export const zAdvisorCampaignStatus = z.enum(advisorCampaignStatuses)
export type AdvisorCampaignStatus = z.infer<typeof zAdvisorCampaignStatus>

/** stars 1–5, scale 0–10 (the NPS flag applies to it), text only (spec 000 §3 textOnly). */
export const advisorQuestionKinds = ['stars', 'scale', 'text'] as const
export const zAdvisorQuestionKind = z.enum(advisorQuestionKinds)
export type AdvisorQuestionKind = z.infer<typeof zAdvisorQuestionKind>

/** Where a reply came from (research §2.5: phone answers read higher, so reports can split). */
export const advisorChannels = ['popup', 'host', 'public', 'phone'] as const
export const zAdvisorChannel = z.enum(advisorChannels)
export type AdvisorChannel = z.infer<typeof zAdvisorChannel>

export const advisorGranularities = ['day', 'week', 'month'] as const
export const zAdvisorGranularity = z.enum(advisorGranularities)
export type AdvisorGranularity = z.infer<typeof zAdvisorGranularity>

const zQuestionText = zTitle.max(500)

/** A question as written: a scale question may carry the NPS flag; the others never do. */
const zQuestionInput = z
  .object({
    content: zQuestionText,
    kind: zAdvisorQuestionKind,
    nps: z.boolean().default(false),
  })
  .refine((q) => !q.nps || q.kind === 'scale', { path: ['nps'], message: 'NPS needs the 0–10 scale' })

export const zAdvisorSchoolRef = z.object({ id: zSchoolIdOut, name: z.string() })

export const zAdvisorSector = z.object({
  id: z.string(),
  name: z.string(),
  schools: z.array(zAdvisorSchoolRef),
  canEdit: z.boolean(),
  createdAt: z.string(),
})
export type AdvisorSector = z.infer<typeof zAdvisorSector>

export const zAdvisorSectorInput = z.object({
  name: zTitle,
  schoolIds: z.array(zSchoolId).min(1).max(500),
})
export type AdvisorSectorInput = z.input<typeof zAdvisorSectorInput>

export const zAdvisorLibraryQuestion = z.object({
  id: z.string(),
  content: z.string(),
  kind: zAdvisorQuestionKind,
  nps: z.boolean(),
  createdAt: z.string(),
})
export type AdvisorLibraryQuestion = z.infer<typeof zAdvisorLibraryQuestion>

export const zAdvisorLibraryQuestionInput = zQuestionInput
export type AdvisorLibraryQuestionInput = z.input<typeof zAdvisorLibraryQuestionInput>

export const zAdvisorQuestion = z.object({
  id: z.string(),
  position: z.number().int(),
  content: z.string(),
  kind: zAdvisorQuestionKind,
  /** Spec 000 §3 textOnly. */
  textOnly: z.boolean(),
  nps: z.boolean(),
  libraryQuestionId: z.string().nullable(),
})
export type AdvisorQuestion = z.infer<typeof zAdvisorQuestion>

export const zAdvisorCampaign = z.object({
  id: z.string(),
  name: z.string(),
  audiences: z.array(zAdvisorAudience),
  opensOn: z.string(),
  closesOn: z.string().nullable(),
  status: zAdvisorCampaignStatus,
  anonymous: z.boolean(),
  schools: z.array(zAdvisorSchoolRef),
  sectorIds: z.array(z.string()),
  questions: z.array(zAdvisorQuestion),
  /** People eligible when the campaign first opened (null while a draft). */
  eligibleCount: z.number().int().nullable(),
  /** Once a reply exists, anonymity and the questions are fixed. */
  hasReplies: z.boolean(),
  canEdit: z.boolean(),
  createdAt: z.string(),
})
export type AdvisorCampaign = z.infer<typeof zAdvisorCampaign>

/** The dashboard's figures of a campaign (decision 0059): its unfiltered report's, withheld alike. */
const zCampaignSummary = z.object({
  visible: z.boolean(),
  repliersCount: z.number().int(),
  responseRate: z.number().nullable(),
  average: z.number().nullable(),
  /** The configured band rule's NPS; `npsStandard` the standard rule's. */
  nps: z.number().int().nullable(),
  npsStandard: z.number().int().nullable(),
})

/** A campaign of the list; `summary` only when asked for with `withSummary=true`. */
export const zAdvisorCampaignListItem = zAdvisorCampaign.extend({ summary: zCampaignSummary.optional() })
export type AdvisorCampaignListItem = z.infer<typeof zAdvisorCampaignListItem>

export const zAdvisorCampaignInput = z
  .object({
    name: zTitle,
    audiences: z.array(zAdvisorAudience).min(1).max(4),
    opensOn: zDate,
    closesOn: zDate.nullable(),
    anonymous: z.boolean(),
    schoolIds: z.array(zSchoolId).max(500).default([]),
    sectorIds: z.array(z.uuid()).max(100).default([]),
    /** In order; a kept question carries its id, so its replies stay. */
    questions: z
      .array(
        z.intersection(
          zQuestionInput,
          z.object({ id: z.uuid().optional(), libraryQuestionId: z.uuid().nullable().optional() }),
        ),
      )
      .min(1)
      .max(50),
  })
  .refine((c) => c.schoolIds.length + c.sectorIds.length > 0, {
    path: ['schoolIds'],
    message: 'Choose schools or sectors',
  })
  .refine((c) => c.closesOn === null || c.closesOn >= c.opensOn, {
    path: ['closesOn'],
    message: 'Closes before it opens',
  })
export type AdvisorCampaignInput = z.input<typeof zAdvisorCampaignInput>

/** A reply set, as the answer flows will send it (spec 000 §7 POST advisor replies). */
export const zAdvisorRating = z.object({
  questionId: z.uuid(),
  comment: z.string().trim().max(limits.advisor.commentMaxLength).nullable().default(null),
  /** −1 when skipped (spec 001 §5), 1–5 stars, 0–10 scale; null on a text-only question. */
  rating: z.number().int().min(-1).max(10).nullable(),
})
export type AdvisorRating = z.input<typeof zAdvisorRating>

// --- reports -----------------------------------------------------------------------------------

export const zAdvisorReportQuery = z.object({
  schoolId: zSchoolId.optional(),
  sectionId: zSectionId.optional(),
  sectorId: z.uuid().optional(),
  from: zDate.optional(),
  to: zDate.optional(),
  granularity: zAdvisorGranularity.default('week'),
})
export type AdvisorReportQuery = z.input<typeof zAdvisorReportQuery>

const zNpsScores = z.object({
  /** The configured band rule's NPS (spec 001 §9), rounded; null when nobody answered. */
  configured: z.number().int().nullable(),
  /** The standard rule (9–10 promoters, 0–6 detractors), shown beside it. */
  standard: z.number().int().nullable(),
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
  standardPositive: z.number().int(),
  standardNegative: z.number().int(),
})

export const zAdvisorQuestionReport = z.object({
  questionId: z.string(),
  content: z.string(),
  kind: zAdvisorQuestionKind,
  nps: z.boolean(),
  /** Average of the answered ratings, to 1 decimal (spec 001 §9). */
  average: z.number().nullable(),
  ratingsCount: z.number().int(),
  skippedCount: z.number().int(),
  commentsCount: z.number().int(),
  /** Count per rating value (1–5 or 0–10), answered ratings only. */
  distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  npsScores: zNpsScores.nullable(),
})

export const zAdvisorTrendPoint = z.object({
  /** First day of the period (YYYY-MM-DD). */
  period: z.string(),
  average: z.number().nullable(),
  /** Configured-rule NPS over the NPS questions' answers of the period, pooled. */
  nps: z.number().int().nullable(),
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
  ratingsCount: z.number().int(),
  commentsCount: z.number().int(),
  repliersCount: z.number().int(),
})
export type AdvisorTrendPoint = z.infer<typeof zAdvisorTrendPoint>

export const zAdvisorReport = z.object({
  campaignId: z.string(),
  anonymous: z.boolean(),
  npsBandRule: z.enum(npsBandRules),
  anonymityThreshold: z.number().int(),
  /**
   * False when an anonymous campaign's selection has fewer repliers than the threshold: every
   * figure below is then withheld (zero, null or empty) and only this flag and the reason show.
   */
  visible: z.boolean(),
  repliersCount: z.number().int(),
  ratingsCount: z.number().int(),
  commentsCount: z.number().int(),
  average: z.number().nullable(),
  npsScores: zNpsScores.nullable(),
  eligibleCount: z.number().int().nullable(),
  /** Repliers over eligible people, in percent to 1 decimal; null without a denominator or a filter narrower than the campaign. */
  responseRate: z.number().nullable(),
  questions: z.array(zAdvisorQuestionReport),
  granularity: zAdvisorGranularity,
  trends: z.array(zAdvisorTrendPoint),
})
export type AdvisorReport = z.infer<typeof zAdvisorReport>

export const zAdvisorCommentsQuery = zPageQuery.extend({
  schoolId: zSchoolId.optional(),
  sectionId: zSectionId.optional(),
  sectorId: z.uuid().optional(),
  questionId: z.uuid().optional(),
  from: zDate.optional(),
  to: zDate.optional(),
})
export type AdvisorCommentsQuery = z.input<typeof zAdvisorCommentsQuery>

export const zAdvisorCommentsExportQuery = zAdvisorCommentsQuery.extend({
  limit: z.coerce.number().int().min(1).max(5000).default(5000),
})

export const zAdvisorComment = z.object({
  id: z.string(),
  questionId: z.string(),
  question: z.string(),
  schoolId: zSchoolIdOut,
  school: z.string(),
  sectionId: zSectionIdOut.nullable(),
  rating: z.number().int().nullable(),
  comment: z.string(),
  channel: zAdvisorChannel,
  /** A day on anonymous campaigns (the time is not kept). */
  createdAt: z.string(),
})
export type AdvisorComment = z.infer<typeof zAdvisorComment>

/** The schools (with their sections) the actor may put in campaigns and sectors, and filter by. */
export const zAdvisorScope = z.object({
  schools: z.array(
    z.object({
      id: zSchoolIdOut,
      name: z.string(),
      sections: z.array(z.object({ id: zSectionIdOut, name: z.string() })),
    }),
  ),
})
export type AdvisorScope = z.infer<typeof zAdvisorScope>

const zListQuery = zPageQuery

export const advisorContract = {
  scope: defineRoute({
    action: 'advisor.scope',
    method: 'GET',
    path: '/api/v1/advisor/scope',
    summary: 'The schools and sections the actor may survey and report on',
    auth: 'session',
    response: zAdvisorScope,
  }),
  listSectors: defineRoute({
    action: 'advisor.sectors.list',
    method: 'GET',
    path: '/api/v1/advisor/sectors',
    summary: 'Sectors (named groups of schools) with a school in the actor’s scope, newest first',
    auth: 'session',
    query: zListQuery,
    response: zPage(zAdvisorSector),
  }),
  createSector: defineRoute({
    action: 'advisor.sectors.create',
    method: 'POST',
    path: '/api/v1/advisor/sectors',
    summary: 'Create a sector of schools of one group, all in the actor’s scope',
    auth: 'session',
    body: zAdvisorSectorInput,
    response: zAdvisorSector,
    successStatus: 201,
  }),
  updateSector: defineRoute({
    action: 'advisor.sectors.update',
    method: 'PUT',
    path: '/api/v1/advisor/sectors/:id',
    summary: 'Rename a sector or change its schools',
    auth: 'session',
    params: zIdParams,
    body: zAdvisorSectorInput,
    response: zAdvisorSector,
  }),
  deleteSector: defineRoute({
    action: 'advisor.sectors.delete',
    method: 'DELETE',
    path: '/api/v1/advisor/sectors/:id',
    summary: 'Delete a sector (campaigns keep their schools)',
    auth: 'session',
    params: zIdParams,
    response: z.null(),
    successStatus: 204,
  }),
  listLibrary: defineRoute({
    action: 'advisor.library.list',
    method: 'GET',
    path: '/api/v1/advisor/questions',
    summary: 'The questions library of the actor’s groups, newest first',
    auth: 'session',
    query: zListQuery,
    response: zPage(zAdvisorLibraryQuestion),
  }),
  createLibraryQuestion: defineRoute({
    action: 'advisor.library.create',
    method: 'POST',
    path: '/api/v1/advisor/questions',
    summary: 'Add a question to the library of the actor’s group',
    auth: 'session',
    body: zAdvisorLibraryQuestionInput,
    response: zAdvisorLibraryQuestion,
    successStatus: 201,
  }),
  updateLibraryQuestion: defineRoute({
    action: 'advisor.library.update',
    method: 'PUT',
    path: '/api/v1/advisor/questions/:id',
    summary: 'Change a library question (campaigns keep their copy)',
    auth: 'session',
    params: zIdParams,
    body: zAdvisorLibraryQuestionInput,
    response: zAdvisorLibraryQuestion,
  }),
  deleteLibraryQuestion: defineRoute({
    action: 'advisor.library.delete',
    method: 'DELETE',
    path: '/api/v1/advisor/questions/:id',
    summary: 'Remove a question from the library (campaigns keep their copy)',
    auth: 'session',
    params: zIdParams,
    response: z.null(),
    successStatus: 204,
  }),
  listCampaigns: defineRoute({
    action: 'advisor.campaigns.list',
    method: 'GET',
    path: '/api/v1/advisor/campaigns',
    summary: 'Campaigns reaching a school in the actor’s scope, newest first; with their figures if asked',
    auth: 'session',
    query: zListQuery.extend({
      status: zAdvisorCampaignStatus.optional(),
      /** Only those reaching this school (the school's page, /advisor/schools/{id}). */
      schoolId: zSchoolId.optional(),
      withSummary: z.stringbool().optional(),
    }),
    response: zPage(zAdvisorCampaignListItem),
  }),
  getCampaign: defineRoute({
    action: 'advisor.campaigns.get',
    method: 'GET',
    path: '/api/v1/advisor/campaigns/:id',
    summary: 'One campaign with its schools and ordered questions',
    auth: 'session',
    params: zIdParams,
    response: zAdvisorCampaign,
  }),
  createCampaign: defineRoute({
    action: 'advisor.campaigns.create',
    method: 'POST',
    path: '/api/v1/advisor/campaigns',
    summary: 'Create a draft campaign for schools or sectors in the actor’s scope',
    auth: 'session',
    body: zAdvisorCampaignInput,
    response: zAdvisorCampaign,
    successStatus: 201,
  }),
  updateCampaign: defineRoute({
    action: 'advisor.campaigns.update',
    method: 'PUT',
    path: '/api/v1/advisor/campaigns/:id',
    summary: 'Change a campaign; anonymity and questions are fixed once a reply exists',
    auth: 'session',
    params: zIdParams,
    body: zAdvisorCampaignInput,
    response: zAdvisorCampaign,
  }),
  setCampaignStatus: defineRoute({
    action: 'advisor.campaigns.setStatus',
    method: 'POST',
    path: '/api/v1/advisor/campaigns/:id/status',
    summary: 'Open, pause, resume or close a campaign (opening stores the eligible count)',
    auth: 'session',
    params: zIdParams,
    body: z.object({ status: zAdvisorCampaignStatus }),
    response: zAdvisorCampaign,
  }),
  deleteCampaign: defineRoute({
    action: 'advisor.campaigns.delete',
    method: 'DELETE',
    path: '/api/v1/advisor/campaigns/:id',
    summary: 'Delete a campaign with its questions, replies and participations',
    auth: 'session',
    params: zIdParams,
    response: z.null(),
    successStatus: 204,
  }),
  report: defineRoute({
    action: 'advisor.reports.get',
    method: 'GET',
    path: '/api/v1/advisor/campaigns/:id/report',
    summary: 'A campaign’s scores, counts, distribution, response rate and trends, filtered',
    auth: 'session',
    params: zIdParams,
    query: zAdvisorReportQuery,
    response: zAdvisorReport,
  }),
  comments: defineRoute({
    action: 'advisor.reports.comments',
    method: 'GET',
    path: '/api/v1/advisor/campaigns/:id/comments',
    summary: 'A campaign’s comments, newest first, filtered; keyset pages',
    auth: 'session',
    params: zIdParams,
    query: zAdvisorCommentsQuery,
    response: zPage(zAdvisorComment),
  }),
  exportComments: defineRoute({
    action: 'advisor.reports.exportComments',
    method: 'GET',
    path: '/api/v1/advisor/campaigns/:id/comments/export',
    summary: 'The filtered comments as a CSV file',
    auth: 'session',
    params: zIdParams,
    query: zAdvisorCommentsExportQuery,
    response: z.unknown().describe('text/csv'),
  }),
}
