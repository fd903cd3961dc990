import { Link } from "react-router";
import type { DesignSummary } from "~/content/design-index";
import { designFieldValue } from "~/lib/design-prefill";
import { designPath } from "~/lib/paths";
import styles from "./design-note.module.css";

export interface DesignNoteProps {
  design: DesignSummary;
  copy: {
    label: string;
    sent: string;
    dismiss: string;
  };
  onDismiss: () => void;
}

// The hidden `design` field tells the studio's e-mail the design, whatever the visitor writes.
export function DesignNote({ design, copy, onDismiss }: DesignNoteProps) {
  return (
    <div className={styles.note}>
      <input type="hidden" name="design" value={designFieldValue(design)} />
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
