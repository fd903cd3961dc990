import { useCallback, useState } from "react";
import { Link } from "react-router";
import type { Photo } from "~/content/types";
import { loadFirstPagePhotos, type CardDesign } from "~/lib/collection";
import { designPath } from "~/lib/paths";
import { ImageRotator } from "./image-rotator";
import styles from "./design-card.module.css";

export interface DesignCardProps {
  design: CardDesign;
  /** Where the rest of the card's photos come from when it arrived with its cover only. */
  photosUrl: string;
  /** The card's cover is the page's main image (first on a phone's screen): it loads with the page. */
  priority?: boolean;
}

/**
 * One design: its photos crossfading every `timing.imageRotation`, its name and a short line, the
 * whole card one link to the design's page. The link holds the photo and the name, and is named by
 * the name alone; the line is outside it, as its description, so the link's name is all the text it
 * shows (WCAG 2.5.3). The link still covers the whole card (design-card.module.css).
 */
export function DesignCard({ design, photosUrl, priority = false }: DesignCardProps) {
  const [photos, setPhotos] = useState<readonly Photo[]>(design.photos);
  const headingId = `design-${design.slug}`;
  const summaryId = `${headingId}-summary`;

  const fetchPhotos = useCallback(() => {
    loadFirstPagePhotos(photosUrl).then(
      (bySlug) => {
        const all = bySlug[design.slug];
        if (all) setPhotos(all);
      },
      // The cover stays on show: a card that cannot rotate is still a complete card.
      (error: unknown) => console.warn(`Photos of "${design.name}" could not be loaded:`, error),
    );
  }, [photosUrl, design.slug, design.name]);

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <Link
        to={designPath(design.slug)}
        className={styles.link}
        aria-labelledby={headingId}
        aria-describedby={summaryId}
      >
        <ImageRotator
          photos={photos}
          count={design.photoCount}
          onNeedPhotos={fetchPhotos}
          priority={priority}
          sizes="(max-width: 40rem) calc(100vw - 2.5rem), (max-width: 64rem) 45vw, 24rem"
        />
        <h3 id={headingId} className={styles.name}>
          {design.name}
        </h3>
      </Link>
      <p id={summaryId} className={styles.summary}>
        {design.summary}
      </p>
    </article>
  );
}
