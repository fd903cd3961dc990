import { ChevronLeft, ChevronRight } from "lucide-react";
import { ImageRotator } from "~/components/image-rotator";
import { PauseButton } from "~/components/pause-button";
import type { Photo } from "~/content/types";
import styles from "./studio-carousel.module.css";

export interface StudioCarouselProps {
  label: string;
  photos: readonly Photo[];
  previousLabel: string;
  nextLabel: string;
}

/** A carousel of studio photos: it moves on its own, and the visitor can step or pause it. */
export function StudioCarousel({ label, photos, previousLabel, nextLabel }: StudioCarouselProps) {
  return (
    <section className={styles.section} aria-roledescription="carousel" aria-label={label}>
      <ImageRotator
        photos={photos}
        className={styles.frame}
        sizes="(max-width: 56.25rem) calc(100vw - 2.5rem), 34rem"
        controls={({ index, previous, next, running }) => (
          <div className={styles.controls}>
            <button type="button" className={styles.control} onClick={previous} aria-label={previousLabel}>
              <ChevronLeft aria-hidden="true" />
            </button>
            <p className={styles.status} aria-live={running ? "off" : "polite"}>
              {index + 1} / {photos.length}
            </p>
            <PauseButton />
            <button type="button" className={styles.control} onClick={next} aria-label={nextLabel}>
              <ChevronRight aria-hidden="true" />
            </button>
          </div>
        )}
      />
    </section>
  );
}
