import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import type { NavigationGroup } from "~/content/types";
import { hoverMenuProps, menuProps } from "~/page-loader/attributes";
import styles from "./nav-menu.module.css";

export interface NavMenuProps {
  group: NavigationGroup;
  /** The element id of the list; unique on the page. */
  id: string;
  label: ReactNode;
  /** The navbar's dropdown also opens on hover; the tab bar's opens upwards, on a tap only. */
  variant: "dropdown" | "tab";
  buttonClassName?: string;
}

/**
 * A group of pages behind a button (OUR DESIGN). The list is a popover the button opens natively,
 * so it works from the first paint and without script: the browser toggles it, closes it on Escape
 * or a press outside, and keeps one such menu open at a time. The page loader adds hover, ArrowDown
 * and `aria-expanded` on top (docs/decisions/010-controls-before-the-framework.md).
 */
export function NavMenu({ group, id, label, variant, buttonClassName }: NavMenuProps) {
  return (
    <div
      className={[styles.menu, styles[variant]].join(" ")}
      {...menuProps}
      {...(variant === "dropdown" ? hoverMenuProps : {})}
    >
      <button type="button" className={buttonClassName} popoverTarget={id} aria-controls={id}>
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
