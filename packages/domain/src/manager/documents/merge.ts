// The merge fields of document and contract templates (docs/manager-documents.md "Templates").
// Staff write a template's text with fields between double braces, `{{child.firstname}}`; a
// document generated for a child replaces each with the child's, the school's and the current
// contract's values. The list is closed: a template naming a field that does not exist is refused
// when it is saved (TEMPLATE_FIELD_UNKNOWN), not printed as braces on a family's paper.

export const mergeFields = [
  'child.firstname',
  'child.lastname',
  'child.birthdate',
  'school.name',
  'school.address',
  'guardians',
  'contract.type',
  'contract.startDate',
  'contract.endDate',
  'contract.monthly',
  'today',
] as const
export type MergeField = (typeof mergeFields)[number]

/** A field's value; empty when the child has no such value (no contract yet, no birth date). */
export type MergeValues = Record<MergeField, string>

const fieldPattern = /\{\{\s*([a-zA-Z.]+)\s*\}\}/g
const known: ReadonlySet<string> = new Set(mergeFields)

/** The fields a template names that are not merge fields, in order of first appearance. */
export function unknownFields(body: string): string[] {
  const unknown = new Set<string>()
  for (const match of body.matchAll(fieldPattern)) if (!known.has(match[1]!)) unknown.add(match[1]!)
  return [...unknown]
}

/** The template's text with every field replaced by its value (unknown fields are left as written). */
export function mergeTemplate(body: string, values: MergeValues): string {
  return body.replace(fieldPattern, (whole, name: string) =>
    known.has(name) ? values[name as MergeField] : whole,
  )
}
