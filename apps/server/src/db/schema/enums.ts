import { pgEnum } from 'drizzle-orm/pg-core'
import {
  accessLevels,
  deletionRequestStatuses,
  mediaAudiences,
  newsStatuses,
  newsTypes,
  oneTimeTokenPurposes,
  outboxStatuses,
  reactionTypes,
  shareTargetTypes,
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

// Communication and account security.
export const newsTypeEnum = pgEnum('news_type', newsTypes)
export const newsStatusEnum = pgEnum('news_status', newsStatuses)
export const shareTargetTypeEnum = pgEnum('share_target_type', shareTargetTypes)
export const reactionTypeEnum = pgEnum('reaction_type', reactionTypes)
export const mediaAudienceEnum = pgEnum('media_audience', mediaAudiences)
export const oneTimeTokenPurposeEnum = pgEnum('one_time_token_purpose', oneTimeTokenPurposes)
export const outboxStatusEnum = pgEnum('outbox_status', outboxStatuses)
export const deletionRequestStatusEnum = pgEnum('deletion_request_status', deletionRequestStatuses)
