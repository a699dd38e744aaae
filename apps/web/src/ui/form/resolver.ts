import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { formIssueMessage } from './messages'

// The forms validate with the contract's own zod schema (ARCHITECTURE §7, STYLE habit 13,
// docs/decisions/0016): zod's issues come out as message tokens of the `form` namespace
// (messages.ts), translated where they are shown (field-error.tsx).

/** The resolver of a form whose values are the schema's input and output alike. */
export function formResolver<T extends FieldValues>(schema: z.ZodType<T, T>): Resolver<T> {
  return zodResolver(schema, { error: formIssueMessage }) as Resolver<T>
}
