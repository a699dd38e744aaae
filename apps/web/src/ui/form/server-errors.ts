import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/api/client'

// ARCHITECTURE §4: a failure is `{ errorCode, message, details? }`. For a request that failed the
// route's schema, the server's details are `[{ path, message }]` with paths such as `body.title`
// or `body.recurrence.until` (apps/server/src/platform/errors.ts). Those that name a field of the
// form are set on it; the caller toasts the rest as before (docs/forms.md).

interface DetailWithPath {
  path: string
}

function pathsOf(details: unknown): string[] {
  if (!Array.isArray(details)) return []
  return details
    .filter((d): d is DetailWithPath => typeof (d as DetailWithPath | null)?.path === 'string')
    .map((d) => d.path.replace(/^body\./, ''))
}

export interface ServerErrorFields<T extends FieldValues> {
  /** The form's fields that carry the body's field of the same path (or a path under it). */
  fields: readonly FieldPath<T>[]
  /** Body paths that a form field of another name carries (`startsAt` → `start`). */
  rename?: Readonly<Record<string, FieldPath<T>>>
}

/** The form field a server path names: the longest field or renamed path it equals or starts with. */
export function fieldOfServerPath<T extends FieldValues>(
  path: string,
  { fields, rename = {} }: ServerErrorFields<T>,
): FieldPath<T> | null {
  const candidates: [string, FieldPath<T>][] = [
    ...fields.map((f): [string, FieldPath<T>] => [f, f]),
    ...Object.entries(rename),
  ]
  let best: [string, FieldPath<T>] | null = null
  for (const candidate of candidates) {
    const [prefix] = candidate
    if ((path === prefix || path.startsWith(`${prefix}.`)) && (!best || prefix.length > best[0].length))
      best = candidate
  }
  return best ? best[1] : null
}

/**
 * Sets the server's field errors on the form; true when at least one was set (then the form shows
 * them and no toast is needed), false for any other failure (the caller's toast).
 */
export function setServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerErrorFields<T>,
): boolean {
  if (!(error instanceof ApiError)) return false
  let set = false
  let first = true
  for (const path of pathsOf(error.details)) {
    const field = fieldOfServerPath(path, fields)
    if (!field) continue
    setError(field, { type: 'server', message: 'form:errors.rejected' }, { shouldFocus: first })
    first = false
    set = true
  }
  return set
}
