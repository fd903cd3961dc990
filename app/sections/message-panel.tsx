import type { ReactNode } from "react";
import styles from "./message-panel.module.css";

export interface MessagePanelProps {
  heading: string;
  children: ReactNode;
  actions: ReactNode;
}

export function MessagePanel({ heading, children, actions }: MessagePanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="message-heading">
      <span className={styles.ornament} aria-hidden="true" />
      <h1 id="message-heading" className={styles.heading}>
        {heading}
      </h1>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
