import { expect } from '@open-wc/testing';
import * as enums from '../../src/enums';

/** The values as spec §3 (and §8 for DeleteUserFailureReasonType) spells them, copied by hand. */
const siteEnums: Record<string, readonly string[]> = {
  UserRole: ['ADMIN', 'CUSTOMER'],
  ListVisibilityId: ['PRIVATE', 'PUBLIC'],
  RatingsPrivacySetting: ['PRIVATE', 'PUBLIC', 'PUBLIC_WITH_REVIEWS'],
  ListClassId: ['CHECK_INS', 'FAVORITE_ACTORS', 'FAVORITE_THEATRES', 'INTERNAL', 'LIST', 'NOT_INTERESTED', 'PRO_LIST', 'SEEN', 'WATCH_LIST'],
  ListTypeId: ['GALLERIES', 'IMAGES', 'LISTS', 'PEOPLE', 'THEATRES', 'TITLES', 'VIDEOS'],
  AuthProviderType: ['AMAZON', 'APPLE', 'FB', 'GOOGLE'],
  ExportStatusId: ['FAILED', 'PROCESSING', 'READY', 'UNAUTHORIZED'],
  ExportType: ['LIST', 'RATINGS'],
  PublicationStatus: ['NOT_PUBLISHED', 'PUBLISHED', 'REDIRECTED'],
  ClaimedNameStatus: ['BLOCKED', 'CLAIMED', 'NOT_REQUESTED', 'PENDING_APPROVAL', 'PENDING_CREATION', 'PREVIOUS_CLAIMED', 'UNKNOWN'],
  ProductionStageFilter: ['ABANDONED', 'COMPLETED', 'IN_DEVELOPMENT', 'IN_PRODUCTION', 'POST_PRODUCTION', 'PRE_PRODUCTION', 'RELEASED'],
  SeverityDomain: ['ALCOHOL', 'FRIGHTENING', 'NUDITY', 'PROFANITY', 'VIOLENCE'],
  SeverityVote: ['MILD', 'MODERATE', 'NONE', 'SEVERE'],
  ConsentType: ['THIRD_PARTY_DATA_SHARING', 'TRACKING_COOKIE'],
  ConsentOperation: ['CUSTOM', 'IN', 'OUT'],
  PrivacyPromptAction: ['ACCEPT_ALL', 'REJECT_ALL'],
  VisibilityLevel: ['HIDDEN', 'PRO_SITE_ONLY', 'PUBLIC'],
  SortOrder: ['ASC', 'DESC'],
  WeightUnit: ['KILOGRAM', 'POUND'],
  LengthUnit: ['CENTIMETER', 'METER'],
  NameDeathStatus: ['ALIVE', 'DEAD', 'PRESUMED_DEAD'],
  NameGenderIdentity: ['FEMALE', 'MALE', 'NON_BINARY', 'OTHER'],
  ReviewsSortBy: ['HELPFULNESS_SCORE', 'SUBMISSION_DATE', 'SUBMITTER_REVIEW_COUNT', 'TOTAL_VOTES', 'USER_RATING'],
  WatchOptionCategoryType: ['IMDB_TV', 'PHYSICAL', 'PODCAST', 'RENT_OR_BUY', 'SUBSCRIPTION', 'THEATRICAL'],
  // The spec lists these "and others"; only the listed ones are ours to check.
  VideoContentTypeId: ['CLIP', 'TRAILER', 'INTERVIEW', 'NEWS', 'REVIEW', 'FEATURETTE'],
  // DEF_AUTO and DEF_SD as spelt; "240p to 1080p" spelt by us (see siteEnums.ts).
  VideoDefinition: ['DEF_AUTO', 'DEF_SD', 'DEF_240p', 'DEF_360p', 'DEF_480p', 'DEF_720p', 'DEF_1080p'],
  DeleteUserFailureReasonType: ['USER_IS_PRO', 'USER_RE_AUTHENTICATION_REQUIRED'],
};

const trackingEnums: Record<string, readonly string[]> = {
  HitType: ['pageHit', 'popUp', 'dataOnly', 'actionOnly', 'redirect', 'clickstreamIgnore'],
  PageAssemblyType: ['main', 'pagecomponent'],
  // The same list as METRIC_UNITS in demo/server/logging.mjs.
  MetricUnit: [
    'Seconds', 'Microseconds', 'Milliseconds', 'Bytes', 'Kilobytes', 'Megabytes', 'Gigabytes', 'Terabytes',
    'Bits', 'Kilobits', 'Megabits', 'Gigabits', 'Terabits', 'Percent', 'Count',
    'Bytes/Second', 'Kilobytes/Second', 'Megabytes/Second', 'Gigabytes/Second', 'Terabytes/Second',
    'Bits/Second', 'Kilobits/Second', 'Megabits/Second', 'Gigabits/Second', 'Terabits/Second', 'Count/Second', 'None',
  ],
  LanguagePromptReason: ['language_preference_mismatch', 'browser_header_mismatch'],
};

const exported = enums as unknown as Record<string, unknown>;

describe('enumerations (spec §3)', () => {
  for (const [name, values] of Object.entries(siteEnums)) {
    it(`[ENUM-01] ${name} has exactly the spec's values`, () => {
      expect(exported[name]).to.deep.equal(values);
    });
  }

  for (const [name, values] of Object.entries(trackingEnums)) {
    it(`[ENUM-02] ${name} has exactly the spec's values`, () => {
      expect(exported[name]).to.deep.equal(values);
    });
  }

  it('exports no enumeration the tables above do not check', () => {
    const tuples = Object.keys(exported).filter((key) => Array.isArray(exported[key]));
    expect(tuples.sort()).to.deep.equal([...Object.keys(siteEnums), ...Object.keys(trackingEnums)].sort());
  });

  it('guards tell the values of an enumeration from anything else', () => {
    expect(enums.isHitType('pageHit')).to.equal(true);
    expect(enums.isHitType('pagehit')).to.equal(false);
    expect(enums.isHitType(undefined)).to.equal(false);
    expect(enums.isPageAssemblyType('pagecomponent')).to.equal(true);
    expect(enums.isPageAssemblyType('component')).to.equal(false);
    expect(enums.isMetricUnit('Count/Second')).to.equal(true);
    expect(enums.isMetricUnit('count')).to.equal(false);
  });
});
