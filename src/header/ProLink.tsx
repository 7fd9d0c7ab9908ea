import { Translated, useI18n } from '../i18n';
import { ChromeLink, onPage, withRef } from '../links';
import { selectEndpoints } from '../net';
import { useAppDispatch, useAppSelector } from '../store';
import { Flyout } from '../ui/Flyout';
import { Icon } from '../ui/icons';
import { proFlyoutRequested, selectProFlyout } from './proFlyoutSlice';

/** The professional edition link, for everyone, in a new tab (spec §2), with its flyout when configured. */
export function ProLink({ href }: { href: string }) {
  const { LL } = useI18n();
  const dispatch = useAppDispatch();
  const endpoint = useAppSelector((state) => selectEndpoints(state).proFlyoutEndpoint);
  const flyout = useAppSelector((state) => selectProFlyout(state, endpoint));
  return (
    <div className="pro">
      <ChromeLink className="pro-link" href={withRef(href, 'nv_pro')} newTab aria-label={LL.header.proNewTab()} metrics={{ pageAction: 'nv-pro', refTag: 'nv_pro' }}>
        <Translated>{LL.header.pro()}</Translated>
      </ChromeLink>
      {endpoint && flyout.status !== 'failed' && (
        <Flyout
          className="pro-flyout"
          buttonLabel={LL.header.pro()}
          button={<Icon name="chevronDown" />}
          onOpenChange={(open) => {
            if (open) dispatch(proFlyoutRequested());
          }}
        >
          {flyout.status === 'loaded' && (
            <div className="pro-card">
              <img src={onPage(flyout.content.imageUrl)} alt="" />
              <ChromeLink className="pro-card-button" href={flyout.content.buttonUrl} newTab metrics={{ pageAction: 'nv-pro-flyout', refTag: 'nv_pro_fly' }}>
                {flyout.content.buttonText}
              </ChromeLink>
            </div>
          )}
        </Flyout>
      )}
    </div>
  );
}
