import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./button-link.module.css";

export interface ButtonLinkProps {
  /** A path on this site, or `#id` for a section of the same page. */
  href: string;
  children: ReactNode;
  variant?: "solid" | "outline" | "light";
  className?: string;
}

/** A link that looks like a button: it goes somewhere, so it is an `<a>`. */
export function ButtonLink({ href, children, variant = "solid", className }: ButtonLinkProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(" ");
  // Same-page sections are plain anchors: the browser scrolls to them, even before script loads.
  return href.startsWith("#") ? (
    <a href={href} className={classes}>
      {children}
    </a>
  ) : (
    <Link to={href} className={classes}>
      {children}
    </Link>
  );
}
