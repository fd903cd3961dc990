import styles from "./collection-jump.module.css";

export interface CollectionJumpProps {
  id: string;
  label: string;
  links: readonly { href: string; label: string; count: number }[];
}

// Plain anchors: they work before the script arrives and cost none.
export function CollectionJump({ id, label, links }: CollectionJumpProps) {
  return (
    <nav id={id} aria-label={label} className={styles.jump}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>
              {link.label} <span className={styles.count}>{link.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
