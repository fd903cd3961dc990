import { useCallback, useState } from "react";
import { Link } from "react-router";
import { priceWords } from "~/content/design-page";
import type { Photo } from "~/content/types";
import { loadFirstPagePhotos, type CardDesign } from "~/lib/collection";
import { designPath } from "~/lib/paths";
import { ImageRotator } from "./image-rotator";
import { NairaPrice } from "./naira-price";
import styles from "./design-card.module.css";

export interface DesignCardProps {
  design: CardDesign;
  photosUrl: string;
  priority?: boolean;
}

// The price and the short line (the link's description) sit outside the link, so the link's name is
// all the text it shows (WCAG 2.5.3); CSS still stretches the link over the whole card.
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
          sizes="(max-width: 64rem) 45vw, 24rem"
        />
        <h3 id={headingId} className={styles.name}>
          {design.name}
        </h3>
      </Link>
      <p className={styles.price}>
        <NairaPrice amount={design.price} words={priceWords} />
      </p>
      <p id={summaryId} className={styles.summary}>
        {design.summary}
      </p>
    </article>
  );
}
