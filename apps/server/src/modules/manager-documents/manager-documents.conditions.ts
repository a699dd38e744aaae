import { mergeTemplate } from '@nido/domain/manager/documents/merge'
import { paperLanguageOf } from '@nido/domain/manager/paper'
import type { Queryable } from '../../db/client'
import { localDate } from '../../platform/clock'
import { mergeValuesOf } from './manager-documents.merge'
import { defaultContractTemplate, mergeSourceOf } from './manager-documents.queries'

/**
 * The conditions printed at the end of a contract's PDF (docs/manager-documents.md "Contract
 * templates"): the school's default contract template with the child's fields merged, or null
 * when the school has chosen none. Read when the PDF is rendered, so the PDF frozen at sending
 * keeps the conditions of that day.
 */
export async function contractConditionsOf(
  db: Queryable,
  contract: { childId: string; schoolId: string },
  at: Date,
): Promise<string | null> {
  const template = await defaultContractTemplate(db, contract.schoolId)
  if (!template) return null
  const source = await mergeSourceOf(db, contract.childId, contract.schoolId)
  if (!source) return null
  const language = paperLanguageOf(source.country)
  return mergeTemplate(template.body, mergeValuesOf(source, language, localDate(at, source.timezone)))
}
