import { administersGroup } from '@nido/domain/access/scope/admin-scope'
import type { BrandAdmin, BrandAssetKey, TermsVersion } from '@nido/domain/contracts/brands'
import type { zBrandUpdate, zTermsPublish } from '@nido/domain/contracts/brands'
import { parseLanguage } from '@nido/domain/i18n/languages'
import type { z } from 'zod'
import type { Queryable } from '../../db/client'
import type { ExternalIdentitySettings } from '../../db/schema/structure'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { attachMedia, detachMedia } from '../media/index'
import { findBrandById, insertNextTerms, termsOfBrand, updateBrand, type BrandRow } from './brands.queries'

// Administration of a brand (docs/administration.md "Brands"): super admins edit every brand,
// group admins their group's (404 otherwise). The OpenID client secret is write-only (never in
// an answer, nor in the audit row).

type Update = z.output<typeof zBrandUpdate>

/** The brand, when the actor administers its group (the module's scope function). */
export async function brandInScope(db: Queryable, actor: Actor, brandId: string) {
  const brand = await findBrandById(db, brandId)
  return brand && administersGroup(actor, brand.groupId) ? brand : undefined
}

const pick = <K extends string>(record: Record<string, string>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, record[k] ?? ''])) as Record<K, string>

export function toBrandAdmin(row: BrandRow): BrandAdmin {
  const identity = row.externalIdentity
  return {
    id: row.id,
    groupId: row.groupId,
    variant: row.variant,
    name: row.name,
    appName: row.appName,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    supportEmail: row.supportEmail,
    defaultLanguage: parseLanguage(row.defaultLanguage) ?? 'en',
    sponsorLabel: row.sponsorLabel ?? '',
    labels: pick(row.labels, ['communication', 'daily', 'advisor', 'manager']),
    storeLinks: pick(row.storeLinks, ['appStore', 'playStore']),
    externalRatingRedirectUrl: row.externalRatingRedirectUrl ?? '',
    assets: row.assets,
    externalIdentity: identity
      ? {
          kind: identity.kind ?? (identity.tenantId ? 'entra' : 'oidc'),
          name: identity.name ?? '',
          issuer: identity.issuer ?? '',
          clientId: identity.clientId ?? '',
          tenantId: identity.tenantId ?? '',
          disabled: identity.disabled ?? false,
          clientSecretSet: Boolean(identity.clientSecret),
        }
      : null,
  }
}

/** Empty strings are "not set": the labels and links keep only what was typed. */
const nonEmpty = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== ''))

/**
 * The provider settings after an edit: the fields of the form replace the stored ones, the
 * secret is kept unless replaced or removed, and further providers (`providers`) are kept as
 * they are (docs/external-identity.md).
 */
export function nextIdentity(
  stored: ExternalIdentitySettings | null,
  input: Update['externalIdentity'],
): ExternalIdentitySettings | null {
  if (input === null) return null
  const { clientSecret, ...fields } = input
  const next: ExternalIdentitySettings = {
    ...(stored?.key ? { key: stored.key } : {}),
    ...(stored?.scopes ? { scopes: stored.scopes } : {}),
    ...(stored?.mobileRedirectUri ? { mobileRedirectUri: stored.mobileRedirectUri } : {}),
    ...(stored?.providers ? { providers: stored.providers } : {}),
    kind: fields.kind,
    disabled: fields.disabled,
  }
  if (fields.name) next.name = fields.name
  if (fields.issuer) next.issuer = fields.issuer
  if (fields.clientId) next.clientId = fields.clientId
  if (fields.tenantId) next.tenantId = fields.tenantId
  const secret = clientSecret === undefined ? stored?.clientSecret : (clientSecret ?? undefined)
  if (secret) next.clientSecret = secret
  return next
}

export async function editBrand(tx: Queryable, actor: Actor, brand: BrandRow, input: Update) {
  await updateBrand(tx, brand.id, {
    variant: input.variant,
    name: input.name,
    appName: input.appName,
    primaryColor: input.primaryColor,
    secondaryColor: input.secondaryColor,
    supportEmail: input.supportEmail,
    defaultLanguage: input.defaultLanguage,
    sponsorLabel: input.sponsorLabel || null,
    labels: nonEmpty(input.labels),
    storeLinks: nonEmpty(input.storeLinks),
    externalRatingRedirectUrl: input.externalRatingRedirectUrl || null,
    externalIdentity: nextIdentity(brand.externalIdentity, input.externalIdentity),
  })
  await audit(tx, actor, 'brands.update', {
    brandId: brand.id,
    // Whether the secret changed, never its value.
    clientSecret: input.externalIdentity?.clientSecret === undefined ? 'kept' : 'changed',
  })
  return toBrandAdmin((await findBrandById(tx, brand.id))!)
}

/**
 * A logo or the favicon: a ready picture the actor uploaded as media kind `group` (public through
 * the public URL call, as the sign-in page shows it before any session), attached to the brand.
 * `assets` keeps the media id under the asset's key; the web turns an id into a URL.
 */
export async function setBrandAsset(
  tx: Queryable,
  actor: Actor,
  brand: BrandRow,
  asset: BrandAssetKey,
  mediaId: string | null,
) {
  const assets = { ...brand.assets }
  if (mediaId) assets[asset] = mediaId
  else delete assets[asset]
  if (mediaId) await attachMedia(tx, actor, { mediaIds: [mediaId], kind: 'group', attachedId: brand.id })
  // Every media id still named by an asset stays attached; the replaced one is released.
  await detachMedia(tx, { kind: 'group', attachedId: brand.id, keepIds: Object.values(assets) })
  await updateBrand(tx, brand.id, { assets })
  await audit(tx, actor, 'brands.setAsset', { brandId: brand.id, asset, mediaId })
  return toBrandAdmin((await findBrandById(tx, brand.id))!)
}

const toTermsVersion = (row: Awaited<ReturnType<typeof termsOfBrand>>[number]): TermsVersion => ({
  ...row,
  language: parseLanguage(row.language) ?? 'en',
  publishedAt: row.publishedAt.toISOString(),
})

export async function brandTerms(db: Queryable, brand: BrandRow) {
  return { items: (await termsOfBrand(db, brand.id)).map(toTermsVersion) }
}

/**
 * A new version of the brand's terms in a language (the highest + 1), published now. The terms
 * module serves the highest version, and asks anyone who has not accepted that one (spec 000 §4),
 * so everyone who accepted an older version is asked again.
 */
export async function publishTerms(
  tx: Queryable,
  actor: Actor,
  brand: BrandRow,
  input: z.output<typeof zTermsPublish>,
  now: Date,
) {
  const row = await insertNextTerms(tx, { brandId: brand.id, ...input, publishedAt: now })
  await audit(tx, actor, 'brands.termsPublish', {
    brandId: brand.id,
    termsId: row.id,
    language: row.language,
    version: row.version,
  })
  return toTermsVersion(row)
}
