import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DesignSummary } from "~/content/design-index";
import { designPath } from "~/lib/paths";
import styles from "./design-note.module.css";

export interface DesignNoteProps {
  design: DesignSummary;
  copy: {
    label: string;
    sent: string;
    dismiss: string;
  };
  /** The design's name and address, as the studio's e-mail gives them. */
  field: string;
  onDismiss: () => void;
}

// The hidden `design` field tells the studio's e-mail the design, whatever the visitor writes.
export default function DesignNote({ design, copy, field, onDismiss }: DesignNoteProps): ReactNode {
  return (
    <div className={styles.note}>
      <input type="hidden" name="design" value={field} />
      <div className={styles.text}>
        <p className={styles.design}>
          {copy.label} <Link to={designPath(design.slug)}>{design.name}</Link>
        </p>
        <p className={styles.sent}>{copy.sent}</p>
      </div>
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        {copy.dismiss}
      </button>
    </div>
  );
}
