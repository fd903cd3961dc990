import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./button-link.module.css";

export interface ButtonLinkProps {
  /** A path on this site, `#id` for a section of the same page, or another site's or app's address. */
  href: string;
  children: ReactNode;
  variant?: "solid" | "outline" | "light";
  className?: string;
  /** Load a whole new page rather than navigate within the app (after an error, say). */
  reloadDocument?: boolean;
}

/** A link that looks like a button: it goes somewhere, so it is an `<a>`. */
export function ButtonLink({
  href,
  children,
  variant = "solid",
  className,
  reloadDocument,
}: ButtonLinkProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(" ");
  // Same-page sections, other sites and apps (tel:, WhatsApp) are plain anchors: the browser
  // handles them, even before script loads.
  const plain = reloadDocument || href.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(href);
  return plain ? (
    <a href={href} className={classes}>
      {children}
    </a>
  ) : (
    <Link to={href} className={classes}>
      {children}
    </Link>
  );
}
