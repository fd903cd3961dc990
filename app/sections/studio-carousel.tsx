import { ChevronLeft, ChevronRight } from "lucide-react";
import { ImageRotator } from "~/components/image-rotator";
import { PauseButton } from "~/components/pause-button";
import { Picture } from "~/components/picture";
import type { Photo } from "~/content/types";
import { untilHydrated, useHydrated } from "~/lib/use-hydrated";
import styles from "./studio-carousel.module.css";

export interface StudioCarouselProps {
  label: string;
  photos: readonly Photo[];
  previousLabel: string;
  nextLabel: string;
}

const sizes = "(max-width: 56.25rem) calc(100vw - 2.5rem), 34rem";

// Without script every photo is shown below the first; the controls appear after hydration.
export function StudioCarousel({ label, photos, previousLabel, nextLabel }: StudioCarouselProps) {
  const hydrated = useHydrated();
  return (
    <section className={styles.section} aria-roledescription="carousel" aria-label={label}>
      <ImageRotator
        photos={photos}
        className={styles.frame}
        sizes={sizes}
        controls={({ index, previous, next, running }) => (
          <div className={untilHydrated(hydrated, styles.controls)}>
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
      <noscript>
        <ul className={styles.all}>
          {photos.slice(1).map((photo) => (
            <li key={photo.image.img.src}>
              <Picture photo={photo} sizes="(max-width: 56.25rem) 45vw, 16rem" />
            </li>
          ))}
        </ul>
      </noscript>
    </section>
  );
}
