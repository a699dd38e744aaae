import type { AccessLevel } from '../enums/people'

// Spec 000 §5: "Access level: visible unless Disabled; editable only when All; ReadOnly allows
// viewing."

export function accessLevelVisible(level: AccessLevel): boolean {
  return level !== 'Disabled'
}

export function accessLevelEditable(level: AccessLevel): boolean {
  return level === 'All'
}
