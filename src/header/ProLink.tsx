import { Translated, useI18n } from '../i18n';
import { ChromeLink, withRef } from '../links';
import { selectEndpoints } from '../net';
import { useAppSelector } from '../store';
import { lazyComponent } from '../ui/lazyComponent';

// Most pages configure no flyout: its code loads only on those that do.
const ProFlyout = lazyComponent(() => import('./ProFlyout').then((module) => module.ProFlyout));

/** The professional edition link, for everyone, in a new tab (spec §2), with its flyout when configured. */
export function ProLink({ href }: { href: string }) {
  const { LL } = useI18n();
  const endpoint = useAppSelector((state) => selectEndpoints(state).proFlyoutEndpoint);
  return (
    <div className="pro">
      <ChromeLink className="pro-link" href={withRef(href, 'nv_pro')} newTab aria-label={LL.header.proNewTab()} metrics={{ pageAction: 'nv-pro', refTag: 'nv_pro' }}>
        <Translated>{LL.header.pro()}</Translated>
      </ChromeLink>
      {/* Keyed: another endpoint is another flyout, loaded afresh. */}
      {endpoint && <ProFlyout key={endpoint} endpoint={endpoint} href={href} />}
    </div>
  );
}
