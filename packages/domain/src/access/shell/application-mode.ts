// Spec 000 §2 layouts (application modes). On their own so that the menu (which is computed per
// mode) and the mode rules (which ask the menu whether a mode has anything to show) both read them
// without importing each other in a circle.

export const applicationModes = [
  'normal',
  'daily',
  'advisor',
  'manager',
  'manager-guardian',
  'manager-lite',
] as const
export type ApplicationMode = (typeof applicationModes)[number]

/** Layouts: one per mode, plus the empty layout (fallbacks) and the cannot-see-main-site layout. */
export type Layout = ApplicationMode | 'empty' | 'cannot-see-main-site'
