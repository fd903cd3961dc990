import { Link } from "react-router";
import type { DesignSummary } from "~/content/design-index";
import { designFieldValue } from "~/lib/design-prefill";
import { designPath } from "~/lib/paths";
import styles from "./design-note.module.css";

export interface DesignNoteProps {
  design: DesignSummary;
  copy: {
    /** Before the design's name: "Ordering:". */
    label: string;
    /** That the design goes with the form. */
    sent: string;
    dismiss: string;
  };
  onDismiss: () => void;
}

/**
 * Which design the form is about, with a link back to its page, and the `design` field that
 * tells the studio's e-mail the same, whatever the visitor writes. "Not this design" takes both
 * off the form; the visitor's own text stays as it is.
 */
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
