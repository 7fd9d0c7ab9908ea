// The published copies of the contract's named types (types/shapes.d.ts) must equal their sources:
// npm run typecheck fails here when one drifts.
import type * as Published from '../../types/shapes';
import type * as PublishedApi from '../../types/api';
import type * as PublishedServer from '../../types/server';
import type * as Server from '../../src/server';
import type { initialise } from '../../src/chrome';
import type { registerTrackerScript } from '../../src/consent';
import type { LanguageEntry } from '../../src/language';
import type { NavModel } from '../../src/nav';
import type { SearchModel } from '../../src/search';
import type { ConsentEventDetail, VendorConsent, VendorDecision } from '../../src/consent';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const same: [
  Same<Published.NavModel, NavModel>,
  Same<Published.SearchModel, SearchModel>,
  Same<Published.VendorConsent, VendorConsent>,
  Same<Published.ConsentEventDetail, ConsentEventDetail>,
  Same<Published.VendorDecision, VendorDecision>,
  Same<Published.LanguageEntry, LanguageEntry>,
  Same<typeof PublishedApi.initialise, typeof initialise>,
  Same<typeof PublishedApi.registerTrackerScript, typeof registerTrackerScript>,
  Same<typeof PublishedServer.chromeHeadTags, typeof Server.chromeHeadTags>,
  Same<typeof PublishedServer.afterPaintLoaderHash, typeof Server.afterPaintLoaderHash>,
  Same<typeof PublishedServer.chromeStyleHashes, typeof Server.chromeStyleHashes>,
  Same<Required<PublishedServer.HeadTagOptions>, Required<Server.HeadTagOptions>>,
  Same<typeof PublishedServer.renderElement, typeof Server.renderElement>,
  Same<typeof PublishedServer.renderChromeTags, typeof Server.renderChromeTags>,
  Same<typeof PublishedServer.fetchPrivacyPrompt, typeof Server.fetchPrivacyPrompt>,
  Same<Required<PublishedServer.RenderOptions>, Required<Server.RenderOptions>>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];
