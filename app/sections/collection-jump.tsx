import styles from "./collection-jump.module.css";

export interface CollectionJumpProps {
  id?: string;
  label: string;
  /** Shows the label above the links, not only to screen readers. */
  showLabel?: boolean;
  links: readonly { href: string; label: string; count: number; current?: boolean }[];
}

// Plain anchors: they work before the script arrives and cost none.
export function CollectionJump({ id, label, showLabel = false, links }: CollectionJumpProps) {
  const labelId = id && showLabel ? `${id}-label` : undefined;
  return (
    <nav
      id={id}
      aria-label={labelId ? undefined : label}
      aria-labelledby={labelId}
      className={labelId ? `${styles.jump} ${styles.labelled}` : styles.jump}
    >
      {labelId ? (
        <p id={labelId} className={styles.label}>
          {label}
        </p>
      ) : null}
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.current ? "page" : undefined}>
              {link.label} <span className={styles.count}>{link.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
