import { pgEnum } from 'drizzle-orm/pg-core'
import {
  accessLevels,
  brandVariants,
  genders,
  guardianRelationships,
  mediaKinds,
  mediaTypes,
  openingTypes,
  profileTypes,
  scopeLevels,
  userStatuses,
} from '@nido/domain/enums/index'

// Database enums mirror the domain enumerations (one list, two places would drift).
export const profileTypeEnum = pgEnum('profile_type', profileTypes)
export const genderEnum = pgEnum('gender', genders)
export const userStatusEnum = pgEnum('user_status', userStatuses)
export const relationshipEnum = pgEnum('guardian_relationship', guardianRelationships)
export const scopeLevelEnum = pgEnum('scope_level', scopeLevels)
export const openingTypeEnum = pgEnum('opening_type', openingTypes)
export const brandVariantEnum = pgEnum('brand_variant', brandVariants)
export const mediaTypeEnum = pgEnum('media_type', mediaTypes)
export const mediaKindEnum = pgEnum('media_kind', mediaKinds)
export const accessLevelEnum = pgEnum('access_level', accessLevels)
