import { expect } from '@open-wc/testing';
import { serializeWeblabs } from '../../src/experiments';
import { joinUrl, loggingHost, recordQuery, SHORT_KEYS } from '../../src/logging';

describe('logging service client: the record on the wire', () => {
  it('[LOG-04] knows the short key of every scalar field, as spec §7 lists them', () => {
    const spec =
      'marketplaceId=mid, requestId=rid, sessionId=sid, customerId=cid, directedCustomerId=did, originalClientIP=ip, statusCode=sc, startTimeMillis=st, durationMillis=d, hitType=ht, pageType=pt, subPageType=spt, pageConst=pc, pageSecondaryConst=psc, pageAction=pa, tabId=tid, refTag=ref, isNewUser=isu, siteVariant=sv, language=lang, countryOfResidence=cor, regionOfResidence=ror, pageAssemblyType=pat, userAgent=ua, relatedRequestId=rrid, pathInfo=pi, serverName=sn, httpReferer=hr, queryString=qs, weblabs=w';
    const expected = Object.fromEntries(spec.split(', ').map((pair) => pair.split('=') as [string, string]));
    expect(SHORT_KEYS).to.deep.equal(expected);
  });

  it('serializes weblabs as id:treatment pairs joined by commas', () => {
    expect(serializeWeblabs({ EXP_A: 'T1', EXP_B: 'C' })).to.equal('EXP_A:T1,EXP_B:C');
    expect(serializeWeblabs({})).to.equal('');
  });

  it('leaves out fields that are not set, and writes numbers and booleans as text', () => {
    expect(recordQuery({ statusCode: 200, isNewUser: true, pageType: undefined, metrics: [] }).toString()).to.equal('sc=200&isu=true');
  });

  it('joins host and path with exactly one slash', () => {
    expect(joinUrl('/logging/', 'tr')).to.equal('/logging/tr');
    expect(joinUrl('/logging', 'tr')).to.equal('/logging/tr');
    expect(joinUrl('https://log.example//', 'ops')).to.equal('https://log.example/ops');
  });

  it('defaults every stage and network to /logging/ until configured', () => {
    for (const stage of ['beta', 'gamma', 'prod'] as const) {
      expect(loggingHost(stage, 'public')).to.equal('/logging/');
      expect(loggingHost(stage, 'internal')).to.equal('/logging/');
    }
    expect(loggingHost('gamma', 'internal', { gamma: { public: 'p', internal: 'i' } })).to.equal('i');
  });
});
