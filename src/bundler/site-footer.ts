// marquee-site-chrome/bundler/site-footer: elements/site-footer.ts on the host's React (see ./marquee.ts).
import './reactVersion';

export * from '../../elements/site-footer';
