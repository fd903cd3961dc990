import { useEffect, useState, type ReactNode } from "react";
import type { Photo } from "~/content/types";
import { useRotation } from "~/lib/motion";
import { timing } from "~/lib/timing";
import { Picture } from "./picture";
import styles from "./image-rotator.module.css";

export interface ImageRotatorProps {
  photos: readonly Photo[];
  sizes: string;
  /** The first photo is the page's main image: load it eagerly, first. */
  priority?: boolean;
  className?: string;
  /** Controls drawn over the images (pause, previous/next), given the rotation to drive. */
  controls?: (rotation: ReturnType<typeof useRotation<HTMLDivElement>>) => ReactNode;
}

/**
 * Photos stacked in one frame, crossfading every `timing.imageRotation`. Only the photo on show is
 * in the page at first; the next one is added shortly before its turn, and only while the frame is
 * on screen and moving, so nobody downloads photos they will not see.
 */
export function ImageRotator({ photos, sizes, priority = false, className, controls }: ImageRotatorProps) {
  const rotation = useRotation<HTMLDivElement>({ length: photos.length, delay: timing.imageRotation });
  const { index, running, ref, holdHandlers } = rotation;
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const upcoming = (index + 1) % photos.length;

  // The photo on show is always in the page, also when a control jumps straight to it.
  if (!loaded.has(index)) setLoaded(new Set(loaded).add(index));

  useEffect(() => {
    if (!running || loaded.has(upcoming)) return;
    const timer = setTimeout(
      () => setLoaded((current) => new Set(current).add(upcoming)),
      Math.max(0, timing.imageRotation - timing.preloadLead),
    );
    return () => clearTimeout(timer);
  }, [running, upcoming, loaded]);

  return (
    <div ref={ref} className={[styles.frame, className].filter(Boolean).join(" ")} {...holdHandlers}>
      {photos.map((photo, position) =>
        loaded.has(position) ? (
          <div
            key={position}
            className={styles.slide}
            data-active={position === index}
            aria-hidden={position === index ? undefined : true}
          >
            <Picture
              photo={photo}
              sizes={sizes}
              priority={priority && position === 0}
              decorative={position !== index}
            />
          </div>
        ) : null,
      )}
      {controls?.(rotation)}
    </div>
  );
}
