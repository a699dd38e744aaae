import { appendFile, mkdir, readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { AppDeps } from '../../platform/deps'

// docs/backup.md "Erasures and restores": a backup taken before an erasure still holds the person.
// Each completed erasure is appended here, outside the database (ERASURE_LOG, by default
// DATA_DIR/erasures.jsonl), so that restoring an older backup erases them again
// (data-protection.restore.ts). One JSON object a line; ids only, no name nor address.

const entrySchema = z.object({
  at: z.string(),
  userId: z.uuid(),
  /** The deletion request the erasure answered, and its school: re-applied through the same path. */
  requestId: z.uuid(),
  schoolId: z.uuid().nullable(),
  /** The director who decided it; the erasure is re-applied in their name. */
  handledById: z.uuid(),
})
export type ErasureEntry = z.infer<typeof entrySchema>

/**
 * Appends one erasure to the log, after its transaction committed. A failure to write does not
 * undo the erasure: it is reported with the ids, for the operator to add by hand.
 */
export async function recordErasure(
  deps: AppDeps,
  entry: Omit<ErasureEntry, 'at'>,
  now: Date,
): Promise<void> {
  const file = deps.config.erasureLog
  const line = JSON.stringify({ at: now.toISOString(), ...entry }) + '\n'
  try {
    await mkdir(path.dirname(file), { recursive: true })
    await appendFile(file, line, { mode: 0o600 })
  } catch (error) {
    console.error(`Could not record the erasure in ${file}; add this line by hand: ${line}`, error)
  }
}

/** The log's entries, oldest first, one per user (the first); lines that do not parse are skipped. */
export async function readErasures(file: string): Promise<ErasureEntry[]> {
  if (!existsSync(file)) return []
  const seen = new Set<string>()
  const entries: ErasureEntry[] = []
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    if (!line.trim()) continue
    let parsed: ReturnType<typeof entrySchema.safeParse>
    try {
      parsed = entrySchema.safeParse(JSON.parse(line))
    } catch {
      continue
    }
    if (!parsed.success || seen.has(parsed.data.userId)) continue
    seen.add(parsed.data.userId)
    entries.push(parsed.data)
  }
  return entries
}
