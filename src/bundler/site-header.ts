// marquee-site-chrome/bundler/site-header: elements/site-header.ts on the host's React (see ./marquee.ts).
import './reactVersion';

export * from '../../elements/site-header';
