import type { MediaKind } from '@nido/domain/enums/media'
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
}

/**
 * What buildApp computes from every definition and hands to each module's routes: a module reads
 * what the others declared through this, never through a registry filled at import time.
 */
export interface Contributions extends MediaRules {
  /** Every content module's news kind, from the definitions' `newsKinds`: what news and notifications read. */
  newsKinds: readonly NewsKind[]
}

/** The contributions of a list of definitions; two modules declaring the same kind is a mistake. */
export function contributionsOf(modules: readonly ModuleDefinition[]): Contributions {
  const visibility = mediaRulesOf(modules, (module) => module.mediaKinds)
  const managers = mediaRulesOf(modules, (module) => module.mediaManagers)
  return {
    mediaVisibility: (kind) => visibility.get(kind),
    mediaManagers: (kind) => managers.get(kind),
    newsKinds: newsKindsOf(modules),
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
