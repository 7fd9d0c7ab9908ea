import { Fragment, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Translated, useI18n } from '../i18n';
import { ChromeLink, withRef } from '../links';
import { selectSession } from '../session';
import { useAppDispatch, useAppSelector } from '../store';
import { Icon } from '../ui/icons';
import { LARGE, useMediaQuery } from '../ui/useMediaQuery';
import { siteNavModel } from './defaultNavModel';
import { categoryParts, shownCategories } from './navCategories';
import { NavIcon } from './NavIcon';
import type { NavLink, NavModel } from './navModel';
import { withinLimit } from './navModelLimit';
import { drawerClosed, selectDrawerOpen } from './navSlice';
import { useTranslateMessage } from './useMessage';

const localized = (prefix: string, href: string) => (href.startsWith('/') ? `${prefix}${href}` : href);

/**
 * The navigation drawer (spec §2, §4): a modal <dialog>, so the page behind is inert, Escape
 * closes it, focus stays inside and goes back to the hamburger afterwards. Small screens get a
 * 280px side panel with an accordion; large screens every category, in three columns.
 */
export function NavDrawer({ model: hostModel, onClosed }: { model: NavModel | null; onClosed: () => void }) {
  // Opened a frame after the tap, which paints first: laying out the whole menu takes a while.
  const open = useDeferredValue(useAppSelector(selectDrawerOpen));
  const { urlLocalePrefix } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const { LL, locale } = useI18n();
  const model = withinLimit(hostModel) ?? siteNavModel(locale);
  const translate = useTranslateMessage();
  const large = useMediaQuery(LARGE);
  const dialog = useRef<HTMLDialogElement>(null);
  const categories = shownCategories(model.navLinkCategories);
  const [expanded, setExpanded] = useState<string | undefined>(categories[0]?.category.id);
  const titleId = useId();

  // The store says whether the drawer is open; the dialog element follows it.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const close = () => dispatch(drawerClosed());
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
    // The backdrop click is the pointer's way out; Escape (native to <dialog>) is the keyboard's.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="drawer"
      aria-labelledby={titleId}
      onClose={() => {
        // Every way of closing ends here (Escape closes the dialog before the store hears of it).
        close();
        // Back to the hamburger, however the drawer was opened: a click does not focus a button everywhere.
        onClosed();
      }}
      onClick={(event) => {
        // A click on the dialog itself, not its content, is a click on the backdrop.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="drawer-content">
        <div className="drawer-top">
          <h2 id={titleId} className="drawer-title">
            <Translated>{LL.header.menu()}</Translated>
          </h2>
          <button type="button" className="icon-button drawer-close" aria-label={LL.header.closeMenu()} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <div className="drawer-categories">
          {categories.map(({ category, groupStart }) => {
            const name = translate(category.message);
            const isOpen = large || expanded === category.id;
            const listId = `${titleId}-${category.id}`;
            return (
              <Fragment key={category.id}>
                {groupStart && <hr className="group-divider" />}
                <section
                  className="drawer-category"
                  part={categoryParts(category)}
                  data-category={category.id}
                  data-group={category.groupId}
                  data-breakpoints={category.breakpoints?.join(' ')}
                >
                  {large ? (
                    <h3 className="category-title">
                      <NavIcon name={category.icon} />
                      <Translated>{name}</Translated>
                    </h3>
                  ) : (
                    <h3 className="category-title">
                      <button
                        type="button"
                        className="category-toggle"
                        aria-expanded={isOpen}
                        aria-controls={listId}
                        // Named by what it shows, its state by aria-expanded: a name saying 'Collapse'
                        // beside the state said it twice ('Collapse Movies Nav Links, expanded').
                        title={isOpen ? LL.nav.collapse({ group: name }) : LL.nav.expand({ group: name })}
                        onClick={() => {
                          setExpanded(isOpen ? undefined : category.id);
                        }}
                      >
                        <span className="category-name">
                          <NavIcon name={category.icon} />
                          <Translated>{name}</Translated>
                        </span>
                        <Icon name="chevronDown" className="chevron" />
                      </button>
                    </h3>
                  )}
                  <ul id={listId} className="category-links" hidden={!isOpen}>
                    {linksOf(category.id).map(item)}
                  </ul>
                </section>
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
    </dialog>
  );
}
