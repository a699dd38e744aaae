import { AppError } from '@nido/domain/errors'
import type { Terms } from '@nido/domain/contracts/terms'
import { fallbackLanguage, parseLanguage } from '@nido/domain/i18n/languages'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { localDate } from '../../platform/clock'
import {
  findAcceptance,
  insertAcceptance,
  latestTerms,
  schoolOfChild,
  isReferentGuardian,
  schoolWithBrand,
  setUserTermsAcceptedAt,
  userName,
} from './terms.queries'

export interface AnnexValues {
  user: string
  date: string
  school: string
  child: string
}

/** Spec 001 §3 CGU: the annex names the user, the date, the school and the child. */
export function fillAnnex(annex: string, values: AnnexValues): string {
  return annex.replace(/\{\{\s*(user|date|school|child)\s*\}\}/g, (_, key: keyof AnnexValues) => values[key])
}

/** Whose acceptance: the user's own (childId null) or the guardian's for one child (spec 000 §4). */
interface Subject {
  childId: string | null
  /** The child named in the annex: the child of the route, else the current child. */
  annexChildId: string | null
  /** The school whose brand, name and time zone apply. */
  schoolId: string | null
  /** The actor is a referent guardian of `childId`. */
  referent: boolean
  /**
   * The per-child annex ("I, …, guardian of …") is for guardians only (spec 001 §4: guardians
   * accept per child, others the general terms): nobody else is anyone's guardian, and a child
   * signing in is not her own.
   */
  withAnnex: boolean
}

const isGuardian = (actor: Actor) => actor.userPermission.profileType === 'GUARDIAN'

const fullName = (u: { firstname: string; lastname: string } | undefined) =>
  u ? `${u.firstname} ${u.lastname}` : ''

async function resolveTerms(db: Queryable, actor: Actor, now: Date, subject: Subject) {
  const school = subject.schoolId ? await schoolWithBrand(db, subject.schoolId) : undefined
  const language = parseLanguage(actor.language) ?? fallbackLanguage
  const document = await latestTerms(db, school?.brandId ?? null, language, now)
  return { school, document }
}

async function buildView(
  db: Queryable,
  actor: Actor,
  now: Date,
  subject: Subject,
  resolved: Awaited<ReturnType<typeof resolveTerms>>,
): Promise<Terms> {
  const { school, document } = resolved
  if (!document) {
    // Nothing published for this brand or generically: there is nothing to accept.
    return {
      id: null,
      version: null,
      language: null,
      link: null,
      annex: null,
      acceptedAt: null,
      validatedCgu: true,
      parentalAuthority: false,
    }
  }
  // Sequential on purpose: this may run inside a transaction, one connection.
  const acceptance = await findAcceptance(db, document.id, actor.userId, subject.childId)
  const child =
    subject.withAnnex && subject.annexChildId ? await userName(db, subject.annexChildId) : undefined
  const annex = subject.withAnnex
    ? fillAnnex(document.annex, {
        user: fullName(actor),
        // "Today" is the school's (ARCHITECTURE §5); without a school, UTC.
        date: localDate(now, school?.timezone ?? 'UTC'),
        school: school?.name ?? '',
        child: fullName(child),
      })
    : null
  return {
    id: document.id,
    version: document.version,
    language: parseLanguage(document.language) ?? fallbackLanguage,
    link: document.url,
    annex,
    acceptedAt: acceptance?.acceptedAt.toISOString() ?? null,
    validatedCgu: acceptance !== undefined,
    parentalAuthority: subject.referent,
  }
}

/** The user's own terms: brand and school of the current school (a guardian's follows the current child). */
function userSubject(actor: Actor): Subject {
  return {
    childId: null,
    annexChildId: actor.currentChildId,
    schoolId: actor.currentSchoolId ?? actor.structureTreeScope.schoolIds[0] ?? null,
    referent: false,
    withAnnex: isGuardian(actor),
  }
}

/** A child outside the guardian's family scope answers 404 (ARCHITECTURE §4). */
async function childSubject(db: Queryable, actor: Actor, childId: string): Promise<Subject> {
  if (!actor.familyScope.childIds.includes(childId)) throw new AppError('NOT_FOUND')
  return {
    childId,
    annexChildId: childId,
    schoolId: await schoolOfChild(db, childId),
    referent: await isReferentGuardian(db, actor.userId, childId),
    withAnnex: isGuardian(actor),
  }
}

async function accept(
  db: Queryable,
  actor: Actor,
  now: Date,
  subject: Subject,
  action: string,
): Promise<Terms> {
  const resolved = await resolveTerms(db, actor, now, subject)
  const document = resolved.document
  if (document) {
    const recorded = await insertAcceptance(db, {
      termsId: document.id,
      userId: actor.userId,
      childId: subject.childId,
      acceptedAt: now,
    })
    // A repeated accept writes nothing, so it leaves no audit row either.
    if (recorded) {
      if (subject.childId === null) await setUserTermsAcceptedAt(db, actor.userId, now)
      await audit(db, actor, action, {
        termsId: document.id,
        version: document.version,
        childId: subject.childId,
      })
    }
  }
  return buildView(db, actor, now, subject, resolved)
}

export async function readTerms(db: Queryable, actor: Actor, now: Date): Promise<Terms> {
  const subject = userSubject(actor)
  return buildView(db, actor, now, subject, await resolveTerms(db, actor, now, subject))
}

export async function readTermsForChild(
  db: Queryable,
  actor: Actor,
  now: Date,
  childId: string,
): Promise<Terms> {
  const subject = await childSubject(db, actor, childId)
  return buildView(db, actor, now, subject, await resolveTerms(db, actor, now, subject))
}

/** Call inside a transaction: the acceptance, the user's terms_accepted_at and the audit row go together. */
export async function acceptTerms(db: Queryable, actor: Actor, now: Date): Promise<Terms> {
  return accept(db, actor, now, userSubject(actor), 'terms.accept')
}

export async function acceptTermsForChild(
  db: Queryable,
  actor: Actor,
  now: Date,
  childId: string,
): Promise<Terms> {
  return accept(db, actor, now, await childSubject(db, actor, childId), 'terms.acceptForChild')
}
