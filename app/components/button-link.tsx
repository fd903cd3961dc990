import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./button-link.module.css";

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: "solid" | "outline" | "light";
  className?: string;
  reloadDocument?: boolean;
}

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
