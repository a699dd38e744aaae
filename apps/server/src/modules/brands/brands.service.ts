import { AppError } from '@nido/domain/errors'
import type { Brand } from '@nido/domain/contracts/brands'
import { actorSchoolIds } from '@nido/domain/access/scope/query-scope'
import { parseLanguage } from '@nido/domain/i18n/languages'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { findBrandByDomain, findBrandOfSchool, findDefaultBrand, type BrandRow } from './brands.queries'

/** Spec 000 §7 brand by schoolId: the school must be in the actor's scope, else NOT_FOUND. */
export async function brandOfSchool(db: Queryable, actor: Actor, schoolId: string): Promise<Brand> {
  if (!actorSchoolIds(actor).includes(schoolId)) throw new AppError('NOT_FOUND')
  return toBrand(await findBrandOfSchool(db, schoolId))
}

/** Spec 000 §7 brand by domain, for the sign-in page of a brand's own host name; none if unclaimed. */
export async function brandOfDomain(db: Queryable, domain: string): Promise<Brand | undefined> {
  const row = await findBrandByDomain(db, domain)
  return row ? toBrand(row) : undefined
}

/** Without a school or domain the sign-in page still needs a look: the default brand. */
export async function defaultBrand(db: Queryable): Promise<Brand> {
  return toBrand(await findDefaultBrand(db))
}

function toBrand(row: BrandRow | undefined): Brand {
  if (!row) throw new AppError('NOT_FOUND')
  const asset = (key: string) => row.assets[key] ?? null
  const label = (key: string) => row.labels[key] ?? null
  const defaultLanguage = parseLanguage(row.defaultLanguage) ?? 'en'
  return {
    id: row.id,
    name: row.name,
    appName: row.appName,
    variant: row.variant,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    supportEmail: row.supportEmail,
    favicon: asset('favicon'),
    splash: asset('splash'),
    logo: asset('logo'),
    altLogo: asset('altLogo'),
    navBrandLogo: asset('navBrandLogo'),
    brandLogo: asset('brandLogo'),
    sponsorLabel: row.sponsorLabel,
    defaultLanguage,
    // Spec 000 §3 lists both `defaultLanguage` and `language`; the schema has one column, so both
    // carry it until a brand needs them to differ.
    language: defaultLanguage,
    storeLinks: row.storeLinks,
    domain: row.domain,
    communicationLabel: label('communication'),
    dailyLabel: label('daily'),
    advisorLabel: label('advisor'),
    managerLabel: label('manager'),
    externalRatingRedirectUrl: row.externalRatingRedirectUrl,
    externalIdentityTenantId: row.externalIdentity?.tenantId ?? null,
  }
}
