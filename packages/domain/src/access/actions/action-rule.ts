import type { FeatureKey } from '../../enums/features'
import type { ProfileType } from '../../enums/people'
import type { AccessArea } from '../access-level'

export interface ActionRule {
  /** Profile types that may perform the action at all. */
  profiles: readonly ProfileType[]
  /** A write: observers are refused with FORBIDDEN_OBSERVER (spec 000 §6). */
  write: boolean
  /**
   * A module the current school must have on, else FORBIDDEN_BY_FEATURE_SETTINGS; several when
   * the spec names more than one (postal cards: the postal-card flag plus communication).
   */
  feature?: FeatureKey | readonly FeatureKey[]
  /**
   * A module whose global flag must be on (ACTIVE or BYPASS), whatever the current school's own
   * row says: spec 000 §6 "Advisor pages: director, coordinator, ETUDE with the global advisor flag".
   */
  globalFeature?: FeatureKey
  /**
   * A personal act of the account itself (accepting terms, asking for deletion, taking an export,
   * a calendar feed token, two-factor): an impersonated session is refused with
   * IMPERSONATION_READ_ONLY (docs/security.md "Impersonation").
   */
  notWhileImpersonating?: boolean
  /**
   * The management access level that governs the action (spec 000 §3, §5): a read needs it
   * visible, a write needs it All, else FORBIDDEN_BY_ACCESS_LEVEL (docs/access-levels.md).
   */
  accessLevel?: AccessArea
}
