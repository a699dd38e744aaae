import type { PgTable } from 'drizzle-orm/pg-core'
import type { MediaKind } from '@nido/domain/enums/media'
import type { Queryable } from '../db/client'
import type { Route } from '../platform/http'
import type { JobDefinition } from '../platform/jobs'
import type { MediaRules, MediaVisibility } from './media/media.visibility'
import type { NewsKind } from './news/news.kinds'

// ARCHITECTURE §2: a server module contributes to the app through one exported definition,
// listed in modules/index.ts; buildApp (app.ts) wires everything from that list, and nothing is
// registered by an import's side effect (decision record 0010, docs/modules.md "Module
// definitions and jobs").

/** One module's contributions to the app: `export const pollsModule = {…} satisfies ModuleDefinition`. */
export interface ModuleDefinition {
  /** The module's one word (`polls`), as in packages/domain/src/contracts and apps/web/src/features. */
  name: string
  /** Registers the module's handlers against its contract; `contributions` is what other modules declared. */
  routes?: (route: Route, contributions: Contributions) => void
  /** Who may read a media file of each kind the module attaches files to (docs/media.md). */
  mediaKinds?: { [K in MediaKind]?: MediaVisibility }
  /**
   * Of the items of each kind, those the actor manages (edits): they also see the files photo
   * consent hides from other readers, so they can take them out (media/media.consent.ts).
   */
  mediaManagers?: { [K in MediaKind]?: MediaVisibility }
  /** The feed cards of the module's news item types (docs/adding-a-news-kind.md, decision 0012). */
  newsKinds?: NewsKind[]
  /** Background and scheduled work, run by platform/jobs.ts once across all processes. */
  jobs?: JobDefinition[]
  /**
   * What the module's tables hold about a user and about a child, for the data export
   * (docs/data-protection.md): every table with a user or child reference is read here or
   * excluded with a reason, which data-protection/data-protection.coverage.test.ts checks.
   */
  personalData?: PersonalData
}

/** How a declaration reads: the database, and which media files the exporting user may read. */
export interface PersonalDataReader {
  db: Queryable
  /** The export's time (the app's clock): an item published later is not there yet. */
  now: Date
  /** Of media ids, those the exporting user may read (media/index.ts readableMediaIds). */
  readable: (mediaIds: string[]) => Promise<Set<string>>
}

/** A media row whose file goes into the export, named and dated by its capture date. */
export interface PersonalMediaRow {
  id: string
  kind: string
  fileName: string
  mimeType: string
  size: number
  storageKey: string
  takenAt: Date | null
  createdAt: Date
}

/**
 * One table's rows about a subject (a user id or a child id), secrets (hashes, tokens) left out.
 * `media`: the rows are media files; the export copies those the user may read and only those.
 */
export type PersonalTable =
  | { table: PgTable; rows: (read: PersonalDataReader, subjectId: string) => Promise<object[]> }
  | { table: PgTable; media: (read: PersonalDataReader, subjectId: string) => Promise<PersonalMediaRow[]> }

/** A module's declaration of what it holds about people (ARCHITECTURE §2, STYLE habit 14). */
export interface PersonalData {
  /** Rows about the user themselves (their profile, what they wrote, did, set). */
  user?: PersonalTable[]
  /** Rows about a child, exported to the child's referent guardians. */
  child?: PersonalTable[]
  /** Tables with a user or child reference that are not exported, and why. */
  excluded?: Array<{ table: PgTable; reason: string }>
}

/**
 * What buildApp computes from every definition and hands to each module's routes: a module reads
 * what the others declared through this, never through a registry filled at import time.
 */
export interface Contributions extends MediaRules {
  /** Every content module's news kind, from the definitions' `newsKinds`: what news and notifications read. */
  newsKinds: readonly NewsKind[]
  /** Every module's `personalData`, by module name: what the data export reads. */
  personalData: ReadonlyArray<{ module: string; declaration: PersonalData }>
}

/** The contributions of a list of definitions; two modules declaring the same kind is a mistake. */
export function contributionsOf(modules: readonly ModuleDefinition[]): Contributions {
  const visibility = mediaRulesOf(modules, (module) => module.mediaKinds)
  const managers = mediaRulesOf(modules, (module) => module.mediaManagers)
  return {
    mediaVisibility: (kind) => visibility.get(kind),
    mediaManagers: (kind) => managers.get(kind),
    newsKinds: newsKindsOf(modules),
    personalData: modules.flatMap((module) =>
      module.personalData ? [{ module: module.name, declaration: module.personalData }] : [],
    ),
  }
}

/** One field of the definitions, by media kind; two modules declaring the same kind is a mistake. */
function mediaRulesOf(
  modules: readonly ModuleDefinition[],
  field: (module: ModuleDefinition) => { [K in MediaKind]?: MediaVisibility } | undefined,
): Map<MediaKind, MediaVisibility> {
  const rules = new Map<MediaKind, MediaVisibility>()
  for (const module of modules) {
    for (const [kind, rule] of Object.entries(field(module) ?? {}) as [MediaKind, MediaVisibility][]) {
      if (rules.has(kind)) throw new Error(`Media kind ${kind} is declared twice (${module.name})`)
      rules.set(kind, rule)
    }
  }
  return rules
}

/** Every news kind of a list of definitions; two modules describing the same type is a mistake. */
export function newsKindsOf(modules: readonly ModuleDefinition[]): NewsKind[] {
  const kinds = modules.flatMap((module) => module.newsKinds ?? [])
  const types = new Set(kinds.map((kind) => kind.type))
  if (types.size !== kinds.length) throw new Error('A news item type is described by two modules')
  return kinds
}

/** Every job of a list of definitions, for the job runner. */
export function jobsOf(modules: readonly ModuleDefinition[]): JobDefinition[] {
  return modules.flatMap((module) => module.jobs ?? [])
}
