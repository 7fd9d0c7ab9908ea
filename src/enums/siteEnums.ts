/**
 * The site data enumerations of spec §3 (ENUM-01), values exactly as the spec spells them.
 * Each is a readonly tuple (for iterating and checking) plus a type of the same name (for
 * signatures). The spec does not say where they are used; they are here so no one re-types them.
 */

export const UserRole = ['ADMIN', 'CUSTOMER'] as const;
export type UserRole = (typeof UserRole)[number];

export const ListVisibilityId = ['PRIVATE', 'PUBLIC'] as const;
export type ListVisibilityId = (typeof ListVisibilityId)[number];

export const RatingsPrivacySetting = ['PRIVATE', 'PUBLIC', 'PUBLIC_WITH_REVIEWS'] as const;
export type RatingsPrivacySetting = (typeof RatingsPrivacySetting)[number];

export const ListClassId = [
  'CHECK_INS',
  'FAVORITE_ACTORS',
  'FAVORITE_THEATRES',
  'INTERNAL',
  'LIST',
  'NOT_INTERESTED',
  'PRO_LIST',
  'SEEN',
  'WATCH_LIST',
] as const;
export type ListClassId = (typeof ListClassId)[number];

export const ListTypeId = ['GALLERIES', 'IMAGES', 'LISTS', 'PEOPLE', 'THEATRES', 'TITLES', 'VIDEOS'] as const;
export type ListTypeId = (typeof ListTypeId)[number];

export const AuthProviderType = ['AMAZON', 'APPLE', 'FB', 'GOOGLE'] as const;
export type AuthProviderType = (typeof AuthProviderType)[number];

export const ExportStatusId = ['FAILED', 'PROCESSING', 'READY', 'UNAUTHORIZED'] as const;
export type ExportStatusId = (typeof ExportStatusId)[number];

export const ExportType = ['LIST', 'RATINGS'] as const;
export type ExportType = (typeof ExportType)[number];

export const PublicationStatus = ['NOT_PUBLISHED', 'PUBLISHED', 'REDIRECTED'] as const;
export type PublicationStatus = (typeof PublicationStatus)[number];

export const ClaimedNameStatus = [
  'BLOCKED',
  'CLAIMED',
  'NOT_REQUESTED',
  'PENDING_APPROVAL',
  'PENDING_CREATION',
  'PREVIOUS_CLAIMED',
  'UNKNOWN',
] as const;
export type ClaimedNameStatus = (typeof ClaimedNameStatus)[number];

export const ProductionStageFilter = [
  'ABANDONED',
  'COMPLETED',
  'IN_DEVELOPMENT',
  'IN_PRODUCTION',
  'POST_PRODUCTION',
  'PRE_PRODUCTION',
  'RELEASED',
] as const;
export type ProductionStageFilter = (typeof ProductionStageFilter)[number];

export const SeverityDomain = ['ALCOHOL', 'FRIGHTENING', 'NUDITY', 'PROFANITY', 'VIOLENCE'] as const;
export type SeverityDomain = (typeof SeverityDomain)[number];

export const SeverityVote = ['MILD', 'MODERATE', 'NONE', 'SEVERE'] as const;
export type SeverityVote = (typeof SeverityVote)[number];

export const ConsentType = ['THIRD_PARTY_DATA_SHARING', 'TRACKING_COOKIE'] as const;
export type ConsentType = (typeof ConsentType)[number];

export const ConsentOperation = ['CUSTOM', 'IN', 'OUT'] as const;
export type ConsentOperation = (typeof ConsentOperation)[number];

export const PrivacyPromptAction = ['ACCEPT_ALL', 'REJECT_ALL'] as const;
export type PrivacyPromptAction = (typeof PrivacyPromptAction)[number];

export const VisibilityLevel = ['HIDDEN', 'PRO_SITE_ONLY', 'PUBLIC'] as const;
export type VisibilityLevel = (typeof VisibilityLevel)[number];

export const SortOrder = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SortOrder)[number];

export const WeightUnit = ['KILOGRAM', 'POUND'] as const;
export type WeightUnit = (typeof WeightUnit)[number];

export const LengthUnit = ['CENTIMETER', 'METER'] as const;
export type LengthUnit = (typeof LengthUnit)[number];

export const NameDeathStatus = ['ALIVE', 'DEAD', 'PRESUMED_DEAD'] as const;
export type NameDeathStatus = (typeof NameDeathStatus)[number];

export const NameGenderIdentity = ['FEMALE', 'MALE', 'NON_BINARY', 'OTHER'] as const;
export type NameGenderIdentity = (typeof NameGenderIdentity)[number];

export const ReviewsSortBy = [
  'HELPFULNESS_SCORE',
  'SUBMISSION_DATE',
  'SUBMITTER_REVIEW_COUNT',
  'TOTAL_VOTES',
  'USER_RATING',
] as const;
export type ReviewsSortBy = (typeof ReviewsSortBy)[number];

export const WatchOptionCategoryType = [
  'IMDB_TV',
  'PHYSICAL',
  'PODCAST',
  'RENT_OR_BUY',
  'SUBSCRIPTION',
  'THEATRICAL',
] as const;
export type WatchOptionCategoryType = (typeof WatchOptionCategoryType)[number];

/**
 * Only the values the spec lists: it says "and others", without naming them. Code that reads
 * this field from a server must expect values outside this list.
 */
export const VideoContentTypeId = ['CLIP', 'TRAILER', 'INTERVIEW', 'NEWS', 'REVIEW', 'FEATURETTE'] as const;
export type VideoContentTypeId = (typeof VideoContentTypeId)[number];

/**
 * The spec names DEF_AUTO and DEF_SD and then "resolutions 240p to 1080p" without spelling them.
 * We spell those in the same pattern, DEF_ plus the resolution as usually written (DEF_240p),
 * for the usual steps 240p, 360p, 480p, 720p, 1080p. Check against the real service before
 * relying on the resolution names.
 */
export const VideoDefinition = ['DEF_AUTO', 'DEF_SD', 'DEF_240p', 'DEF_360p', 'DEF_480p', 'DEF_720p', 'DEF_1080p'] as const;
export type VideoDefinition = (typeof VideoDefinition)[number];

/** Spec §8: why deleting a user can fail; how to handle each is not shown. */
export const DeleteUserFailureReasonType = ['USER_IS_PRO', 'USER_RE_AUTHENTICATION_REQUIRED'] as const;
export type DeleteUserFailureReasonType = (typeof DeleteUserFailureReasonType)[number];
