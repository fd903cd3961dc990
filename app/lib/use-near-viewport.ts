import { useCallback, useRef, useState, type RefCallback } from "react";

// Images start loading this far ahead of the screen.
export const nearMargin = "300px 0px";

export interface NearViewport<T extends Element> {
  ref: RefCallback<T>;
  /** True until the observer first reports, so motion timers start at once. */
  near: boolean;
  /** False until the observer first reports, so nothing off-screen loads with the page. */
  hasBeenNear: boolean;
}

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
