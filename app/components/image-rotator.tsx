import { useEffect, useState, type ReactNode } from "react";
import type { Photo } from "~/content/types";
import { useRotation, type Rotation } from "~/lib/motion";
import { timing } from "~/lib/timing";
import { Picture } from "./picture";
import styles from "./image-rotator.module.css";

export interface ImageRotatorProps {
  photos: readonly Photo[];
  /** All photos, including those still to be fetched. */
  count?: number;
  onNeedPhotos?: () => void;
  sizes: string;
  priority?: boolean;
  className?: string;
  controls?: (rotation: Rotation<HTMLDivElement>) => ReactNode;
}

// Only the photo on show is in the page at first; the next is added shortly before its turn, and
// only while the frame is on screen and moving, so nobody downloads photos they will not see.
export function ImageRotator({
  photos,
  count = photos.length,
  onNeedPhotos,
  sizes,
  priority = false,
  className,
  controls,
}: ImageRotatorProps) {
  const rotation = useRotation<HTMLDivElement>({ length: count, delay: timing.imageRotation });
  const { index, running, ref, holdHandlers, hasBeenNear } = rotation;
  // A photo whose data has not arrived yet: the first one stays on show until it does.
  const shown = index < photos.length ? index : 0;
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const upcoming = (index + 1) % count;

  // The photo on show is always in the page, also when a control jumps straight to it.
  if (!loaded.has(shown)) setLoaded(new Set(loaded).add(shown));

  const missingPhotos = photos.length < count;
  useEffect(() => {
    if (running && missingPhotos) onNeedPhotos?.();
  }, [running, missingPhotos, onNeedPhotos]);

  useEffect(() => {
    if (!running || loaded.has(upcoming) || upcoming >= photos.length) return;
    const timer = setTimeout(
      () => setLoaded((current) => new Set(current).add(upcoming)),
      Math.max(0, timing.imageRotation - timing.preloadLead),
    );
    return () => clearTimeout(timer);
  }, [running, upcoming, loaded, photos.length]);

  return (
    <div ref={ref} className={[styles.frame, className].filter(Boolean).join(" ")} {...holdHandlers}>
      {photos.map((photo, position) =>
        loaded.has(position) ? (
          <div
            key={position}
            className={styles.slide}
            data-active={position === shown}
            aria-hidden={position === shown ? undefined : true}
          >
            <Picture
              photo={photo}
              sizes={sizes}
              priority={priority && position === 0}
              decorative={position !== shown}
              deferred={!hasBeenNear}
            />
          </div>
        ) : null,
      )}
      {/* One photo never moves: nothing to pause or step through. */}
      {count > 1 ? controls?.(rotation) : null}
    </div>
  );
}
