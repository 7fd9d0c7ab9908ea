import { Translated, useI18n } from '../i18n';
import { ChromeLink, onPage, withRef } from '../links';
import { Flyout } from '../ui/Flyout';
import { Icon } from '../ui/icons';
import { useProFlyout } from './useProFlyout';

/**
 * The professional flyout (spec §3, §4): its content loads the first time it opens; until then
 * (and before script) it offers the professional edition's link; a failed load takes the flyout
 * away. Only pages with a `pro-flyout-endpoint` show it, so it is a chunk of its own (ProLink.tsx),
 * and so is its content's state (useProFlyout).
 */
export function ProFlyout({ endpoint, href }: { endpoint: string; href: string }) {
  const { LL } = useI18n();
  const [flyout, want] = useProFlyout(endpoint);
  if (flyout.status === 'failed') return null;
  return (
    <Flyout
      className="pro-flyout"
      buttonLabel={LL.header.pro()}
      button={<Icon name="chevronDown" />}
      onOpenChange={(open) => {
        if (open) want();
      }}
    >
      {flyout.status === 'loaded' ? (
        <div className="pro-card">
          <img src={onPage(flyout.content.imageUrl)} alt="" />
          <ChromeLink className="pro-card-button" href={withRef(flyout.content.buttonUrl, 'nv_pro_fly')} newTab metrics={{ pageAction: 'nv-pro-flyout', refTag: 'nv_pro_fly' }}>
            {flyout.content.buttonText}
          </ChromeLink>
        </div>
      ) : (
        <ChromeLink href={withRef(href, 'nv_pro_fly')} newTab metrics={{ pageAction: 'nv-pro-flyout', refTag: 'nv_pro_fly' }}>
          <Translated>{LL.header.pro()}</Translated>
        </ChromeLink>
      )}
    </Flyout>
  );
}
