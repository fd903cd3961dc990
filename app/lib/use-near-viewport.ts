import { useCallback, useRef, useState, type RefCallback } from "react";

/** How far ahead of the screen a block counts as near: its images start loading from there. */
export const nearMargin = "300px 0px";

export interface NearViewport<T extends Element> {
  /** Attach to the block to watch. */
  ref: RefCallback<T>;
  /**
   * Whether the block is on (or near) the screen now. True until the observer first reports, so
   * that motion timings start at once.
   */
  near: boolean;
  /**
   * Whether the block has ever come near the screen. False in the prerendered HTML and until the
   * observer first reports, so nothing off-screen loads with the page.
   */
  hasBeenNear: boolean;
}

/** Watches whether a block is near the screen (within `nearMargin`). */
export function useNearViewport<T extends Element>(): NearViewport<T> {
  const [near, setNear] = useState(true);
  const [hasBeenNear, setHasBeenNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback<RefCallback<T>>((element) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setHasBeenNear(true);
      return;
    }
    observer.current = new IntersectionObserver(
      (entries) => {
        const isNear = entries.some((entry) => entry.isIntersecting);
        setNear(isNear);
        if (isNear) setHasBeenNear(true);
      },
      { rootMargin: nearMargin },
    );
    observer.current.observe(element);
  }, []);

  return { ref, near, hasBeenNear };
}
