import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { prefersReducedMotion } from "./motion";

const positions = new Map<string, number>();

// React Router's <ScrollRestoration> jumps to the top instantly; this one glides, unless the
// visitor prefers reduced motion.
export function useScrollRestoration(): void {
  const { key, hash, pathname } = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(key);
  const currentPath = useRef(pathname);
  const firstRender = useRef(true);

  useEffect(() => {
    const remember = () => positions.set(currentKey.current, window.scrollY);
    // A reload or a return from another site is the browser's to restore, so it gets "auto" back
    // as the document goes.
    const toBrowser = () => (history.scrollRestoration = "auto");
    const toScript = () => (history.scrollRestoration = "manual");
    toScript();
    window.addEventListener("scroll", remember, { passive: true });
    window.addEventListener("pagehide", toBrowser);
    window.addEventListener("pageshow", toScript);
    return () => {
      window.removeEventListener("scroll", remember);
      window.removeEventListener("pagehide", toBrowser);
      window.removeEventListener("pageshow", toScript);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    const samePage = currentPath.current === pathname;
    currentPath.current = pathname;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A page tidying its own URL (a form dropping `?design=`) stays put.
    if (navigationType === "REPLACE" && samePage && !hash) return;
    const saved = positions.get(key);
    if (navigationType === "POP" && saved !== undefined) {
      window.scrollTo({ top: saved, left: 0, behavior: "instant" });
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const behavior = prefersReducedMotion() ? "instant" : "smooth";
    if (target) target.scrollIntoView({ behavior });
    else window.scrollTo({ top: 0, left: 0, behavior });
  }, [key, hash, pathname, navigationType]);
}
