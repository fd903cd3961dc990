import type { Photo } from "~/content/types";
import { fillIn } from "~/content/design-page";
import { Picture } from "./picture";
import styles from "./design-viewer.module.css";

export interface DesignViewerProps {
  name: string;
  photos: readonly Photo[];
  labels: {
    label: string;
    photo: string;
    previous: string;
    next: string;
    fullScreen: string;
    close: string;
  };
}

/** A design's photos: one large, the rest as thumbnails. */
export function DesignViewer({ name, photos, labels }: DesignViewerProps) {
  const first = photos[0];
  return (
    <section className={styles.viewer} aria-label={fillIn(labels.label, { name })}>
      {first && <Picture photo={first} sizes="(max-width: 56rem) 100vw, 36rem" priority />}
    </section>
  );
}
