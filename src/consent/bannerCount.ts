import { BANNER_PAGE_ACTION } from './consentConstants';

/**
 * A banner click's count as the metric call posts it (spec §7, CNS-14): `pageAction`, `ht`, the
 * page's `pt` and `spt`, and the click's `ref_`; an empty field is left out, as tracking leaves it.
 * Shared by the banner's question (what it writes for a tap before hydration) and the server's
 * answer route (an answer given without script), so each counts as the script does.
 */
export function bannerCount(page: { pt: string; spt: string }, refTag = ''): URLSearchParams {
  const fields = { ref_: refTag, pt: page.pt, spt: page.spt, pageAction: BANNER_PAGE_ACTION, ht: 'actionOnly' };
  return new URLSearchParams(Object.entries(fields).filter(([, value]) => value !== ''));
}
