import { Fragment, useRef, useState, type RefObject } from 'react';
import { drawerHeaderMessages, drawerNavMessages } from '../../locales/en-US/drawerMessages';
import { Translated, useI18n } from '../i18n';
import { useOnDemandMessages } from '../i18n/useOnDemandMessages';
import { ChromeLink, withRef } from '../links';
import { selectSession } from '../session';
import { useAppDispatch, useAppSelector, useAppStore } from '../store';
import { CloseIcon } from '../ui/CloseIcon';
import { Icon } from '../ui/icons';
import { keepFocusInside, moveFocusInside } from '../ui/focusables';
import { usePopover } from '../ui/usePopover';
import { siteNavModel } from './defaultNavModel';
import { DRAWER_ID } from './drawerId';
import { categoryParts, shownCategories } from './navCategories';
import { NavIcon } from './NavIcon';
import type { NavLink, NavModel } from './navModel';
import { withinLimit } from './navModelLimit';
import { drawerClosed, drawerOpened, selectDrawerOpen } from './navSlice';
import { useTranslateMessage } from './useMessage';

const localized = (prefix: string, href: string) => (href.startsWith('/') ? `${prefix}${href}` : href);

export interface NavDrawerProps {
  model: NavModel | null;
  /** The hamburger: it opens the drawer as HTML, and focus goes back to it. */
  opener: RefObject<HTMLButtonElement | null>;
  /** Rendered by the server: the drawer may have been opened before hydration (usePopover). */
  adopted: boolean;
}

/**
 * The navigation drawer (spec §2, §4): a popover the hamburger opens as HTML, so it works before
 * and without script; Escape, the close button and a click outside close it. With script the page
 * behind does not scroll, Tab stays inside, focus goes back to the hamburger, and the store follows
 * (the DOM owns the open state: usePopover). Small screens get a 280px side panel with an accordion
 * (`<details>`, one open at a time); large screens every category, in three columns.
 */
export function NavDrawer({ model: hostModel, opener, adopted }: NavDrawerProps) {
  // Read as it mounts, not followed: the DOM owns the open state from then on, and a drawer
  // re-rendered by every opening and closing made that task some 20 ms longer at 4× CPU.
  const store = useAppStore();
  const [openOnMount] = useState(() => !adopted && selectDrawerOpen(store.getState()));
  const { urlLocalePrefix } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const { LL, locale } = useI18n();
  const header = useOnDemandMessages('header', drawerHeaderMessages);
  const nav = useOnDemandMessages('nav', drawerNavMessages);
  const model = withinLimit(hostModel) ?? siteNavModel(locale);
  const translate = useTranslateMessage();
  const drawer = useRef<HTMLDivElement>(null);
  const categories = shownCategories(model.navLinkCategories);
  const [expanded, setExpanded] = useState<string | undefined>(categories[0]?.category.id);

  const toggles = usePopover(drawer, {
    opener,
    openOnMount,
    onToggle: (isOpen, removed) => {
      // Told however it changed (the store may know already, as on a page entry): the listeners report once.
      dispatch(isOpen ? drawerOpened() : drawerClosed(removed));
      if (isOpen) moveFocusInside(drawer.current);
    },
  });

  const linkTo = (link: { href: string; ref: string }) => withRef(localized(urlLocalePrefix, link.href), link.ref);
  const linksOf = (categoryId: string) => model.navLinks.filter((l) => l.categoryId === categoryId);
  const item = (link: NavLink) => (
    // Shown only at its breakpoints, by CSS (nav.styles.ts): the server's HTML needs no width.
    <li key={`${link.categoryId}-${link.href}-${link.message.id}`} data-breakpoints={link.breakpoints?.join(' ')}>
      <ChromeLink href={linkTo(link)} metrics={{ pageAction: 'nv-menu-link', refTag: link.ref }}>
        <Translated>{translate(link.message)}</Translated>
      </ChromeLink>
    </li>
  );

  return (
    // The keys only wrap Tab round; the controls inside are native.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div ref={drawer} id={DRAWER_ID} popover="auto" className="drawer" role="dialog" aria-labelledby={`${DRAWER_ID}-title`} onKeyDown={keepFocusInside} {...toggles}>
      <div className="drawer-content">
        <div className="drawer-top">
          <h2 id={`${DRAWER_ID}-title`} className="drawer-title">
            <Translated>{LL.header.menu()}</Translated>
          </h2>
          {/* autofocus: the platform moves focus here as the drawer opens, as into a dialog, with
              no script too (NAV-16; the popover's focusing steps). Script's moveFocusInside agrees. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <button type="button" className="icon-button drawer-close" aria-label={header.closeMenu()} popoverTarget={DRAWER_ID} popoverTargetAction="hide" autoFocus>
            <CloseIcon />
          </button>
        </div>
        <div className="drawer-categories">
          {categories.map(({ category, groupStart }) => {
            const name = translate(category.message);
            const isOpen = expanded === category.id;
            return (
              <Fragment key={category.id}>
                {groupStart && <hr className="group-divider" />}
                {/* One open at a time by its name, as HTML; on large screens CSS shows every one. */}
                <details
                  className="drawer-category"
                  part={categoryParts(category)}
                  data-category={category.id}
                  data-group={category.groupId}
                  data-breakpoints={category.breakpoints?.join(' ')}
                  name={`${DRAWER_ID}-categories`}
                  open={isOpen}
                  onToggle={(event) => {
                    const nowOpen = event.currentTarget.open;
                    setExpanded((was) => (nowOpen ? category.id : was === category.id ? undefined : was));
                  }}
                >
                  <summary
                    className="category-toggle"
                    // Named by what it shows, its state by the platform: a name saying 'Collapse'
                    // beside the state said it twice ('Collapse Movies Nav Links, expanded').
                    title={isOpen ? nav.collapse({ group: name }) : nav.expand({ group: name })}
                  >
                    <h3 className="category-title">
                      <NavIcon name={category.icon} />
                      <Translated>{name}</Translated>
                    </h3>
                    <Icon name="chevronDown" className="chevron" />
                  </summary>
                  {/* On large screens every category shows, and CSS swaps the toggle for this
                      title: not a control, nor a disclosure saying "collapsed" over links that
                      show, as HTML before hydration and after it, at any width (issue 76). */}
                  <h3 className="category-title category-heading">
                    <NavIcon name={category.icon} />
                    <Translated>{name}</Translated>
                  </h3>
                  <ul className="category-links">{linksOf(category.id).map(item)}</ul>
                </details>
              </Fragment>
            );
          })}
        </div>
        <div className="drawer-pro">
          <ChromeLink href={linkTo(model.industryLink)} metrics={{ pageAction: 'nv-menu-link', refTag: model.industryLink.ref }}>
            <Translated>{translate(model.industryLink.message)}</Translated>
          </ChromeLink>
          <ChromeLink href={linkTo(model.proLink)} newTab metrics={{ pageAction: 'nv-menu-link', refTag: model.proLink.ref }}>
            <Translated>{translate(model.proLink.message)}</Translated>
          </ChromeLink>
        </div>
      </div>
    </div>
  );
}
