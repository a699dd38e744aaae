import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import { users } from './people'
import { groups, schools, sections } from './structure'

// The advisor module (docs/advisor.md): satisfaction campaigns, their questions, the replies and,
// stored apart, who took part. Spec 000 §3 gives the question (content, textOnly, nps) and the
// reply (campaignId, questionId, comment, rating, −1 when skipped); the rest is our design
// (decision 0051).

/** Spec 000 §2 /advisor/sectors: a named group of schools for reporting. */
export const advisorSectors = pgTable(
  'advisor_sectors',
  {
    id: id(),
    groupId: uuid()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    ...timestamps,
  },
  (t) => [index('advisor_sectors_group_idx').on(t.groupId, t.createdAt.desc(), t.id.desc())],
)

export const advisorSectorSchools = pgTable(
  'advisor_sector_schools',
  {
    sectorId: uuid()
      .notNull()
      .references(() => advisorSectors.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.sectorId, t.schoolId] }),
    index('advisor_sector_schools_school_idx').on(t.schoolId),
  ],
)

/** Spec 000 §2 /advisor/questions: a group's library, copied into a campaign's questions. */
export const advisorLibraryQuestions = pgTable(
  'advisor_library_questions',
  {
    id: id(),
    groupId: uuid()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    /** stars (1–5), scale (0–10) or text (spec 000 §3 textOnly). */
    kind: text().notNull(),
    nps: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('advisor_library_questions_group_idx').on(t.groupId, t.createdAt.desc(), t.id.desc()),
    check('advisor_library_questions_kind', sql`${t.kind} in ('stars', 'scale', 'text')`),
  ],
)

export const advisorCampaigns = pgTable(
  'advisor_campaigns',
  {
    id: id(),
    groupId: uuid()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Who answers: families, children, staff, visitors (one or more). */
    audiences: text().array().notNull(),
    opensOn: date({ mode: 'string' }).notNull(),
    closesOn: date({ mode: 'string' }),
    /** draft, active, paused, closed (docs/advisor.md "Campaign states"). */
    status: text().notNull().default('draft'),
    /** Fixed once the first reply arrives (research §2.3). */
    anonymous: boolean().notNull().default(true),
    /** People eligible when the campaign first opened: the response rate's denominator. */
    eligibleCount: integer(),
    openedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('advisor_campaigns_group_idx').on(t.groupId, t.createdAt.desc(), t.id.desc()),
    index('advisor_campaigns_created_by_idx').on(t.createdBy),
    check('advisor_campaigns_status', sql`${t.status} in ('draft', 'active', 'paused', 'closed')`),
  ],
)

/** The schools a campaign reaches: chosen one by one or through a sector (expanded on save). */
export const advisorCampaignSchools = pgTable(
  'advisor_campaign_schools',
  {
    campaignId: uuid()
      .notNull()
      .references(() => advisorCampaigns.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /**
     * The public survey link's id (/survey/family?c=…, docs/advisor.md "The public links"): 122
     * random bits, so a link cannot be guessed; kept while the school stays in the campaign.
     */
    publicLinkId: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.schoolId] }),
    index('advisor_campaign_schools_school_idx').on(t.schoolId, t.campaignId),
    uniqueIndex('advisor_campaign_schools_public_link_key').on(t.publicLinkId),
  ],
)

/** The sectors chosen for a campaign, kept to show the choice again. */
export const advisorCampaignSectors = pgTable(
  'advisor_campaign_sectors',
  {
    campaignId: uuid()
      .notNull()
      .references(() => advisorCampaigns.id, { onDelete: 'cascade' }),
    sectorId: uuid()
      .notNull()
      .references(() => advisorSectors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.sectorId] }),
    index('advisor_campaign_sectors_sector_idx').on(t.sectorId),
  ],
)

/** Spec 000 §3 Advisor question: content, textOnly, nps; in the campaign's order. */
export const advisorQuestions = pgTable(
  'advisor_questions',
  {
    id: id(),
    campaignId: uuid()
      .notNull()
      .references(() => advisorCampaigns.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    content: text().notNull(),
    kind: text().notNull(),
    nps: boolean().notNull().default(false),
    libraryQuestionId: uuid().references(() => advisorLibraryQuestions.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('advisor_questions_position_key').on(t.campaignId, t.position),
    index('advisor_questions_library_idx').on(t.libraryQuestionId),
    check('advisor_questions_kind', sql`${t.kind} in ('stars', 'scale', 'text')`),
  ],
)

/**
 * Spec 000 §3 Advisor reply entry. No user id on an anonymous campaign's reply, no child either,
 * and a time cut to the day, so that participation rows cannot be joined back to the answers
 * (research §2.3, docs/advisor.md "Anonymity"). `replySetId` groups one person's answers of one
 * sending (repliers are counted by it) and is random, linked to nothing else.
 */
export const advisorReplies = pgTable(
  'advisor_replies',
  {
    id: id(),
    campaignId: uuid()
      .notNull()
      .references(() => advisorCampaigns.id, { onDelete: 'cascade' }),
    questionId: uuid()
      .notNull()
      .references(() => advisorQuestions.id, { onDelete: 'cascade' }),
    replySetId: uuid().notNull(),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    sectionId: uuid().references(() => sections.id, { onDelete: 'set null' }),
    childId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Identified campaigns only. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** −1 skipped, 1–5 stars, 0–10 scale; null on a text-only question. */
    rating: smallint(),
    comment: text(),
    /** popup, host, public, phone (research §2.5: reports can split by channel). */
    channel: text().notNull(),
    /**
     * True on exactly one answer of each reply set: reports count repliers as these rows instead
     * of `count(distinct reply_set_id)` (decision 0062). No default, so every writer must say.
     */
    firstOfSet: boolean().notNull(),
    /** Kept by PostgreSQL, so that the report's index answers the comments counts too. */
    hasComment: boolean()
      .notNull()
      .generatedAlwaysAs(sql`comment is not null`),
    ...timestamps,
  },
  (t) => [
    // The report's one aggregate (decision 0062) reads everything from this index: the campaign,
    // the schools in scope and the dates lead; the other columns (drizzle has no INCLUDE) are
    // there for an index-only scan.
    index('advisor_replies_report_idx').on(
      t.campaignId,
      t.schoolId,
      t.createdAt,
      t.questionId,
      t.rating,
      t.sectionId,
      t.firstOfSet,
      t.hasComment,
    ),
    index('advisor_replies_section_idx').on(t.sectionId),
    index('advisor_replies_child_idx').on(t.childId),
    index('advisor_replies_user_idx').on(t.userId),
    index('advisor_replies_question_idx').on(t.questionId),
    // The history (docs/advisor.md "History"): a school's reply sets, newest first; a group's,
    // newest first across its schools (filtered on the way); then a page's answers by their set.
    index('advisor_replies_history_idx')
      .on(t.schoolId, t.createdAt.desc(), t.replySetId.desc())
      .where(sql`${t.firstOfSet}`),
    index('advisor_replies_recent_sets_idx')
      .on(t.createdAt.desc(), t.replySetId.desc())
      .where(sql`${t.firstOfSet}`),
    index('advisor_replies_set_idx').on(t.replySetId),
    // The comments list: a campaign's comments, newest first.
    index('advisor_replies_comments_idx')
      .on(t.campaignId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.comment} is not null`),
    check('advisor_replies_rating', sql`${t.rating} is null or ${t.rating} between -1 and 10`),
  ],
)

/**
 * Who took part in a campaign (research §2.3): kept apart from the answers so that an anonymous
 * campaign still knows who answered (response rate, "already answered") without linking them.
 */
export const advisorParticipations = pgTable(
  'advisor_participations',
  {
    id: id(),
    campaignId: uuid()
      .notNull()
      .references(() => advisorCampaigns.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** A visitor's advisor session (spec 000 §7 sessionId). */
    sessionId: text(),
    channel: text().notNull(),
    ...timestamps,
  },
  (t) => [
    // One participation per person (and child) per campaign.
    unique('advisor_participations_key')
      .on(t.campaignId, t.userId, t.childId, t.sessionId)
      .nullsNotDistinct(),
    index('advisor_participations_school_idx').on(t.schoolId),
    index('advisor_participations_user_idx').on(t.userId),
    index('advisor_participations_child_idx').on(t.childId),
  ],
)

/**
 * Spec 000 §4 "the school is not already validated": the person followed the external-review
 * prompt to the school's reviews page, so it is not shown to them again for that school
 * (docs/advisor.md "Answer flows"). Written on the person's own click, never from the answers.
 */
export const advisorReviewVisits = pgTable(
  'advisor_review_visits',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.schoolId] }),
    index('advisor_review_visits_school_idx').on(t.schoolId),
  ],
)

/**
 * Telephone surveys (spec 000 §2 /advisor/telephone-surveys, docs/advisor.md "Telephone surveys"):
 * one row per call to a guardian about a child for a campaign, with its outcome and who called.
 * The answers themselves go to `advisor_replies` (channel phone) without the interviewer, so an
 * anonymous campaign's answers stay apart from its calls as from its participations.
 */
export const advisorCalls = pgTable(
  'advisor_calls',
  {
    id: id(),
    campaignId: uuid()
      .notNull()
      .references(() => advisorCampaigns.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    guardianId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who called; kept as a work record of the school when their account goes (set null). */
    interviewerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** answered, no_answer, call_back, refused, wrong_number (domain advisorCallOutcomes). */
    outcome: text().notNull(),
    calledAt: timestamp({ withTimezone: true }).notNull(),
    note: text(),
    ...timestamps,
  },
  (t) => [
    // The call list's last call and count of each guardian and child of a campaign's school.
    index('advisor_calls_list_idx').on(
      t.campaignId,
      t.schoolId,
      t.guardianId,
      t.childId,
      t.calledAt.desc(),
      t.id.desc(),
    ),
    index('advisor_calls_guardian_idx').on(t.guardianId),
    index('advisor_calls_child_idx').on(t.childId),
    index('advisor_calls_interviewer_idx').on(t.interviewerId),
    index('advisor_calls_school_idx').on(t.schoolId),
    check(
      'advisor_calls_outcome',
      sql`${t.outcome} in ('answered', 'no_answer', 'call_back', 'refused', 'wrong_number')`,
    ),
  ],
)
