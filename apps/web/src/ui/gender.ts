import type { Gender } from '@nido/domain/enums/people'

/**
 * The i18next context (`_female`, `_male` keys) for words that agree with a child's gender
 * ("endormie" for a girl in French). Other or unknown genders use the key without a context.
 */
export function genderContext(gender: Gender | null | undefined): 'female' | 'male' | undefined {
  if (gender === 'Female') return 'female'
  if (gender === 'Male') return 'male'
  return undefined
}
