// marquee-site-chrome/bundler/consent-banner: elements/consent-banner.ts on the host's React (see ./marquee.ts).
import './reactVersion';

export * from '../../elements/consent-banner';
