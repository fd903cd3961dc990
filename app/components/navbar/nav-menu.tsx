import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import type { NavigationGroup } from "~/content/types";
import { hasPage } from "~/lib/navigation";
import { hoverMenuProps, menuProps } from "~/page-loader/attributes";
import styles from "./nav-menu.module.css";

export interface NavMenuProps {
  group: NavigationGroup;
  id: string;
  label: ReactNode;
  variant: "dropdown" | "tab";
  buttonClassName?: string;
}

// A native popover, so it works from the first paint and without script. The page loader adds
// hover, ArrowDown and aria-expanded (docs/decisions/010-controls-before-the-framework.md).
export function NavMenu({ group, id, label, variant, buttonClassName }: NavMenuProps) {
  const { pathname } = useLocation();
  return (
    <div
      className={[styles.menu, styles[variant]].join(" ")}
      {...menuProps}
      {...(variant === "dropdown" ? hoverMenuProps : {})}
    >
      <button
        type="button"
        className={buttonClassName}
        popoverTarget={id}
        aria-controls={id}
        aria-current={hasPage(group, pathname) ? "page" : undefined}
      >
        {label}
        <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
      </button>
      <ul id={id} popover="auto" className={styles.list}>
        {group.pages.map((page) => (
          <li key={page.href}>
            <NavLink to={page.href} className={styles.link}>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
