import type { Design } from "~/content/types";
import { ImageRotator } from "./image-rotator";
import styles from "./design-card.module.css";

/** One design: its photos crossfading every `timing.imageRotation`, its name and a short line. */
export function DesignCard({ design }: { design: Design }) {
  const headingId = `design-${design.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <ImageRotator
        photos={design.photos}
        sizes="(max-width: 40rem) calc(100vw - 2.5rem), (max-width: 64rem) 45vw, 24rem"
      />
      <h3 id={headingId} className={styles.name}>
        {design.name}
      </h3>
      <p className={styles.summary}>{design.summary}</p>
    </article>
  );
}
