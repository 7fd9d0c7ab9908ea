/**
 * The site data enumerations of spec §3 (ENUM-01), values exactly as the spec spells them.
 * Each is a readonly tuple (for iterating and checking) plus a type of the same name (for
 * signatures). The spec does not say where they are used; they are here so no one re-types them.
 */
export declare const UserRole: readonly ["ADMIN", "CUSTOMER"];
export type UserRole = (typeof UserRole)[number];
export declare const ListVisibilityId: readonly ["PRIVATE", "PUBLIC"];
export type ListVisibilityId = (typeof ListVisibilityId)[number];
export declare const RatingsPrivacySetting: readonly ["PRIVATE", "PUBLIC", "PUBLIC_WITH_REVIEWS"];
export type RatingsPrivacySetting = (typeof RatingsPrivacySetting)[number];
export declare const ListClassId: readonly ["CHECK_INS", "FAVORITE_ACTORS", "FAVORITE_THEATRES", "INTERNAL", "LIST", "NOT_INTERESTED", "PRO_LIST", "SEEN", "WATCH_LIST"];
export type ListClassId = (typeof ListClassId)[number];
export declare const ListTypeId: readonly ["GALLERIES", "IMAGES", "LISTS", "PEOPLE", "THEATRES", "TITLES", "VIDEOS"];
export type ListTypeId = (typeof ListTypeId)[number];
export declare const AuthProviderType: readonly ["AMAZON", "APPLE", "FB", "GOOGLE"];
export type AuthProviderType = (typeof AuthProviderType)[number];
export declare const ExportStatusId: readonly ["FAILED", "PROCESSING", "READY", "UNAUTHORIZED"];
export type ExportStatusId = (typeof ExportStatusId)[number];
export declare const ExportType: readonly ["LIST", "RATINGS"];
export type ExportType = (typeof ExportType)[number];
export declare const PublicationStatus: readonly ["NOT_PUBLISHED", "PUBLISHED", "REDIRECTED"];
export type PublicationStatus = (typeof PublicationStatus)[number];
export declare const ClaimedNameStatus: readonly ["BLOCKED", "CLAIMED", "NOT_REQUESTED", "PENDING_APPROVAL", "PENDING_CREATION", "PREVIOUS_CLAIMED", "UNKNOWN"];
export type ClaimedNameStatus = (typeof ClaimedNameStatus)[number];
export declare const ProductionStageFilter: readonly ["ABANDONED", "COMPLETED", "IN_DEVELOPMENT", "IN_PRODUCTION", "POST_PRODUCTION", "PRE_PRODUCTION", "RELEASED"];
export type ProductionStageFilter = (typeof ProductionStageFilter)[number];
export declare const SeverityDomain: readonly ["ALCOHOL", "FRIGHTENING", "NUDITY", "PROFANITY", "VIOLENCE"];
export type SeverityDomain = (typeof SeverityDomain)[number];
export declare const SeverityVote: readonly ["MILD", "MODERATE", "NONE", "SEVERE"];
export type SeverityVote = (typeof SeverityVote)[number];
export declare const ConsentType: readonly ["THIRD_PARTY_DATA_SHARING", "TRACKING_COOKIE"];
export type ConsentType = (typeof ConsentType)[number];
export declare const ConsentOperation: readonly ["CUSTOM", "IN", "OUT"];
export type ConsentOperation = (typeof ConsentOperation)[number];
export declare const PrivacyPromptAction: readonly ["ACCEPT_ALL", "REJECT_ALL"];
export type PrivacyPromptAction = (typeof PrivacyPromptAction)[number];
export declare const VisibilityLevel: readonly ["HIDDEN", "PRO_SITE_ONLY", "PUBLIC"];
export type VisibilityLevel = (typeof VisibilityLevel)[number];
export declare const SortOrder: readonly ["ASC", "DESC"];
export type SortOrder = (typeof SortOrder)[number];
export declare const WeightUnit: readonly ["KILOGRAM", "POUND"];
export type WeightUnit = (typeof WeightUnit)[number];
export declare const LengthUnit: readonly ["CENTIMETER", "METER"];
export type LengthUnit = (typeof LengthUnit)[number];
export declare const NameDeathStatus: readonly ["ALIVE", "DEAD", "PRESUMED_DEAD"];
export type NameDeathStatus = (typeof NameDeathStatus)[number];
export declare const NameGenderIdentity: readonly ["FEMALE", "MALE", "NON_BINARY", "OTHER"];
export type NameGenderIdentity = (typeof NameGenderIdentity)[number];
export declare const ReviewsSortBy: readonly ["HELPFULNESS_SCORE", "SUBMISSION_DATE", "SUBMITTER_REVIEW_COUNT", "TOTAL_VOTES", "USER_RATING"];
export type ReviewsSortBy = (typeof ReviewsSortBy)[number];
export declare const WatchOptionCategoryType: readonly ["IMDB_TV", "PHYSICAL", "PODCAST", "RENT_OR_BUY", "SUBSCRIPTION", "THEATRICAL"];
export type WatchOptionCategoryType = (typeof WatchOptionCategoryType)[number];
/**
 * Only the values the spec lists: it says "and others", without naming them. Code that reads
 * this field from a server must expect values outside this list.
 */
export declare const VideoContentTypeId: readonly ["CLIP", "TRAILER", "INTERVIEW", "NEWS", "REVIEW", "FEATURETTE"];
export type VideoContentTypeId = (typeof VideoContentTypeId)[number];
/**
 * The spec names DEF_AUTO and DEF_SD and then "resolutions 240p to 1080p" without spelling them.
 * We spell those in the same pattern, DEF_ plus the resolution as usually written (DEF_240p),
 * for the usual steps 240p, 360p, 480p, 720p, 1080p. Check against the real service before
 * relying on the resolution names.
 */
export declare const VideoDefinition: readonly ["DEF_AUTO", "DEF_SD", "DEF_240p", "DEF_360p", "DEF_480p", "DEF_720p", "DEF_1080p"];
export type VideoDefinition = (typeof VideoDefinition)[number];
/** Spec §8: why deleting a user can fail; how to handle each is not shown. */
export declare const DeleteUserFailureReasonType: readonly ["USER_IS_PRO", "USER_RE_AUTHENTICATION_REQUIRED"];
export type DeleteUserFailureReasonType = (typeof DeleteUserFailureReasonType)[number];
