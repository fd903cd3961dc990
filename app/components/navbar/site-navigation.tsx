import { House, Info, Mail, Menu, Scissors, X, type LucideIcon } from "lucide-react";
import { Link, NavLink } from "react-router";
import { mainNavigation, navigation } from "~/content/navigation";
import { studio } from "~/content/studio";
import type { NavigationEntry, NavigationIcon } from "~/content/types";
import { isGroup, menuId, tabEntries } from "~/lib/navigation";
import { paths } from "~/lib/paths";
import { headerProps, menuProps } from "~/page-loader/attributes";
import { NavMenu } from "./nav-menu";
import styles from "./site-navigation.module.css";

const icons: Record<NavigationIcon, LucideIcon> = {
  home: House,
  design: Scissors,
  about: Info,
  inquiry: Mail,
};

const phoneMenuId = "site-menu";

// Every menu is a native popover, so each works from the first paint and without script. The page
// loader slides the header away while the page scrolls down (app/page-loader/header.ts).
export function SiteNavigation() {
  return (
    <>
      <header className={styles.header} {...headerProps}>
        <div className={styles.bar}>
          <Link to={paths.home} className={styles.brand}>
            {studio.name}
          </Link>
          <nav aria-label={navigation.mainLabel} className={styles.desktop}>
            <ul className={styles.links}>
              {mainNavigation.map((entry) => (
                <li key={entry.label}>
                  <DesktopEntry entry={entry} />
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.mobile} {...menuProps}>
            {/* The name follows the menu's state through CSS, so it is right with and without script. */}
            <button
              type="button"
              className={styles.hamburger}
              popoverTarget={phoneMenuId}
              aria-controls={phoneMenuId}
            >
              <Menu aria-hidden="true" className={styles.whenClosed} />
              <X aria-hidden="true" className={styles.whenOpen} />
              <span className={`visually-hidden ${styles.whenClosed}`}>{navigation.openMenu}</span>
              <span className={`visually-hidden ${styles.whenOpen}`}>{navigation.closeMenu}</span>
            </button>
            <nav id={phoneMenuId} popover="auto" aria-label={navigation.mainLabel} className={styles.sheet}>
              <ul>
                {mainNavigation.map((entry) =>
                  isGroup(entry) ? (
                    <li key={entry.label} className={styles.group}>
                      <span aria-hidden="true">{entry.label}</span>
                      <ul aria-label={entry.label}>
                        {entry.pages.map((page) => (
                          <li key={page.href}>
                            <NavLink to={page.href}>{page.label}</NavLink>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ) : (
                    <li key={entry.label}>
                      <NavLink to={entry.href} end={entry.href === paths.home}>
                        {entry.label}
                      </NavLink>
                    </li>
                  ),
                )}
              </ul>
            </nav>
          </div>
        </div>
      </header>
      <nav aria-label={navigation.tabBarLabel} className={styles.tabBar}>
        <ul>
          {tabEntries(mainNavigation).map((entry) => (
            <li key={entry.label}>
              <TabEntry entry={entry} />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

function DesktopEntry({ entry }: { entry: NavigationEntry }) {
  if (isGroup(entry)) {
    return (
      <NavMenu
        group={entry}
        id={menuId(entry, "navbar")}
        label={entry.label}
        variant="dropdown"
        buttonClassName={styles.link}
      />
    );
  }
  return (
    <NavLink
      to={entry.href}
      className={entry.callToAction ? styles.cta : styles.link}
      end={entry.href === paths.home}
    >
      {entry.label}
    </NavLink>
  );
}

function TabEntry({ entry }: { entry: NavigationEntry }) {
  if (!entry.tab) return null;
  const Icon = icons[entry.tab.icon];
  const label = (
    <>
      <Icon aria-hidden="true" size={20} />
      <span>{entry.tab.label}</span>
    </>
  );
  if (isGroup(entry)) {
    return (
      <NavMenu
        group={entry}
        id={menuId(entry, "tab")}
        label={label}
        variant="tab"
        buttonClassName={styles.tab}
      />
    );
  }
  return (
    <NavLink to={entry.href} className={styles.tab} end={entry.href === paths.home}>
      {label}
    </NavLink>
  );
}
