import { expect } from '@open-wc/testing';
import { enabledLinks, footerDefaults, footerRows, linkUrl, type FooterLink } from '../../src/footer/footerModel';

const flagsOn = { showDesktopLink: true, enableAppLink: true, enableProLink: true, enableBoxOfficeLink: true, enableJobsLink: true };

describe('footer view model (spec §3)', () => {
  it('has the social row, then the first and second link rows', () => {
    expect(footerRows.map((row) => row.map((link) => link.key))).to.deep.equal([
      ['tiktokLink', 'instagramLink', 'twitterLink', 'youtubeLink', 'facebookLink'],
      ['appLink', 'desktopLink', 'helpLink', 'siteIndexLink', 'proLink', 'boxOfficeLink', 'licenseDataLink'],
      ['pressRoomLink', 'advertisingLink', 'jobsLink', 'conditionsLink', 'privacyLink', 'adsPrivacyChoicesLink'],
    ]);
    for (const link of footerRows.flat()) {
      expect(link.trackingMetrics.refTag, link.key).to.match(/^ft_/);
    }
  });

  it('[FTR-08] [FTR-12] defaults to this year and no desktop link', () => {
    expect(footerDefaults.currentYear).to.equal(new Date().getFullYear());
    expect(footerDefaults.showDesktopLink).to.equal(false);
  });

  it('leaves out a link whose flag is false', () => {
    const first = enabledLinks(footerRows[1], { ...flagsOn, enableBoxOfficeLink: false, showDesktopLink: false });
    expect(first.map((link) => link.key)).to.deep.equal(['appLink', 'helpLink', 'siteIndexLink', 'proLink', 'licenseDataLink']);
    expect(enabledLinks(footerRows[1], flagsOn)).to.have.length(7);
  });

  it('always keeps the last link of a row', () => {
    const link = (key: FooterLink['key'], enableFlagName: FooterLink['enableFlagName']): FooterLink => ({
      key,
      link: '/',
      message: 'firstRow_link_help',
      type: 'external',
      enableFlagName,
      trackingMetrics: { pageAction: 'ft-link', type: 'actionOnly' },
    });
    const row = [link('proLink', 'enableProLink'), link('jobsLink', 'enableJobsLink')];
    const kept = enabledLinks(row, { ...flagsOn, enableProLink: false, enableJobsLink: false });
    expect(kept.map((l) => l.key)).to.deep.equal(['jobsLink']);
  });

  it('uses the replacement URL as given, else the default with the locale prefix on a path', () => {
    const press = footerRows[2][0];
    const tiktok = footerRows[0][0];
    if (!press || !tiktok) throw new Error('rows changed');
    expect(linkUrl(press, footerDefaults, '/de')).to.equal('/de/pressroom/');
    expect(linkUrl(press, { ...footerDefaults, pressRoomLink: '/news/' }, '/de')).to.equal('/news/');
    expect(linkUrl(tiktok, footerDefaults, '/de')).to.equal('https://www.tiktok.com/');
  });
});
