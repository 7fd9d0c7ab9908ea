import { request } from '../net/http';
import type { HitType } from '../enums';
import { filled } from '../logging';

/** One tracking hit (spec §7 "Tracking beacon"). */
export interface Hit {
  refTag: string;
  pageType: string;
  subPageType: string;
  pageConst: string;
  hitType: HitType;
  pageAction?: string;
  requestId?: string;
}

/** A followed offsite link is tracked as page type offsite, sub page type main (spec §7). */
export function offsiteHit(hit: Omit<Hit, 'pageType' | 'subPageType' | 'pageAction'> & { pageAction: string }): Hit {
  return { ...hit, pageType: 'offsite', subPageType: 'main' };
}

/** The beacon's address: its fields in the query, those the page left empty left out (filled). */
export function beaconUrl(endpoint: string, hit: Hit): string {
  const query = new URLSearchParams(
    filled({ ref_: hit.refTag, pt: hit.pageType, spt: hit.subPageType, const: hit.pageConst, ht: hit.hitType, pageAction: hit.pageAction, rrid: hit.requestId }),
  );
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${query.toString()}`;
}

/** GET with same-origin credentials; keepalive lets it finish while the page navigates away. */
export async function sendBeacon(send: typeof fetch, endpoint: string, hit: Hit): Promise<void> {
  await request(beaconUrl(endpoint, hit), { credentials: 'same-origin', keepalive: true, fetch: send });
}
