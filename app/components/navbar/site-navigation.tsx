import { Info, Mail, Menu, House, Scissors, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { navigation } from "~/content/navigation";
import { studio } from "~/content/studio";
import { paths } from "~/lib/paths";
import { useDismiss } from "~/lib/use-dismiss";
import { DesignMenu, type OpenedBy } from "./design-menu";
import styles from "./site-navigation.module.css";

type MenuId = "design" | "mobile" | "tab-design";

function useScrolledPast(offset: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [offset]);
  return scrolled;
}

/**
 * The navbar, the mobile menu and the bottom tab bar. One piece of state says which menu is open,
 * so opening one closes the others, and choosing any link (or navigating) closes them all.
 */
export function SiteNavigation() {
  const { pathname } = useLocation();
  // A menu remembers the page it was opened on, so moving to another page closes it.
  const [openMenu, setOpenMenu] = useState<{ id: MenuId; by: OpenedBy; on: string } | null>(null);
  const open = openMenu?.on === pathname ? openMenu : null;
  const setOpen = useCallback(
    (menu: { id: MenuId; by: OpenedBy } | null) => setOpenMenu(menu && { ...menu, on: pathname }),
    [pathname],
  );
  const closeAll = useCallback(() => setOpenMenu(null), []);
  const scrolled = useScrolledPast(16);
  const mobileMenuId = useId();
  const mobileContainer = useRef<HTMLDivElement>(null);
  const hamburger = useRef<HTMLButtonElement>(null);
  useDismiss(open?.id === "mobile", closeAll, mobileContainer, hamburger);

  const menuProps = (id: MenuId) => ({
    open: open?.id === id,
    openedBy: open?.id === id ? open.by : null,
    onOpen: (by: OpenedBy) => setOpen({ id, by }),
    onClose: closeAll,
  });
  const mobileOpen = open?.id === "mobile";

  return (
    <>
      <header className={styles.header} data-scrolled={scrolled}>
        <div className={styles.bar}>
          <Link to={paths.home} className={styles.brand} onClick={closeAll}>
            {studio.name}
          </Link>
          <nav aria-label={navigation.mainLabel} className={styles.desktop}>
            <ul className={styles.links}>
              <li>
                <NavLink to={paths.home} className={styles.link} onClick={closeAll} end>
                  {navigation.home}
                </NavLink>
              </li>
              <li>
                <DesignMenu
                  label={navigation.ourDesign}
                  variant="dropdown"
                  buttonClassName={styles.link}
                  {...menuProps("design")}
                />
              </li>
              <li>
                <NavLink to={paths.about} className={styles.link} onClick={closeAll}>
                  {navigation.about}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.contact} className={styles.cta} onClick={closeAll}>
                  {navigation.inquiry}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div ref={mobileContainer} className={styles.mobile}>
            <button
              ref={hamburger}
              type="button"
              className={styles.hamburger}
              aria-expanded={mobileOpen}
              aria-controls={mobileMenuId}
              aria-label={mobileOpen ? navigation.closeMenu : navigation.openMenu}
              onClick={() => (mobileOpen ? closeAll() : setOpen({ id: "mobile", by: "press" }))}
            >
              {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </button>
            <nav
              id={mobileMenuId}
              aria-label={navigation.mainLabel}
              className={styles.sheet}
              hidden={!mobileOpen}
            >
              <ul>
                <li>
                  <NavLink to={paths.home} onClick={closeAll} end>
                    {navigation.home}
                  </NavLink>
                </li>
                <li className={styles.group}>
                  <span aria-hidden="true">{navigation.ourDesign}</span>
                  <ul aria-label={navigation.ourDesign}>
                    <li>
                      <NavLink to={paths.collection} onClick={closeAll}>
                        {navigation.collections}
                      </NavLink>
                    </li>
                    <li>
                      <NavLink to={paths.order} onClick={closeAll}>
                        {navigation.placeOrder}
                      </NavLink>
                    </li>
                  </ul>
                </li>
                <li>
                  <NavLink to={paths.about} onClick={closeAll}>
                    {navigation.about}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.contact} onClick={closeAll}>
                    {navigation.inquiry}
                  </NavLink>
                </li>
              </ul>
            </nav>
          </div>
        </div>
      </header>
      <nav aria-label={navigation.tabBarLabel} className={styles.tabBar}>
        <ul>
          <li>
            <NavLink to={paths.home} className={styles.tab} onClick={closeAll} end>
              <House aria-hidden="true" size={20} />
              <span>{navigation.tabBar.home}</span>
            </NavLink>
          </li>
          <li>
            <DesignMenu
              label={
                <>
                  <Scissors aria-hidden="true" size={20} />
                  <span>{navigation.tabBar.ourDesign}</span>
                </>
              }
              variant="tab"
              buttonClassName={styles.tab}
              {...menuProps("tab-design")}
            />
          </li>
          <li>
            <NavLink to={paths.about} className={styles.tab} onClick={closeAll}>
              <Info aria-hidden="true" size={20} />
              <span>{navigation.tabBar.about}</span>
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.contact} className={styles.tab} onClick={closeAll}>
              <Mail aria-hidden="true" size={20} />
              <span>{navigation.tabBar.inquiry}</span>
            </NavLink>
          </li>
        </ul>
      </nav>
    </>
  );
}
