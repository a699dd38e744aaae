import { z } from 'zod'

/** A successful answer without content. */
export const zEmpty = z.object({}).strict()
export const zOk = z.object({ ok: z.literal(true) })

/** Keyset pagination (ARCHITECTURE §3): `?cursor=…&limit=…` → `{ items, nextCursor }`. */
export const zPageQuery = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() })
