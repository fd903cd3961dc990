import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { prefersReducedMotion } from "./motion";

/** Where the visitor had scrolled on each entry of this tab's history, by React Router's location key. */
const positions = new Map<string, number>();

/**
 * Back and Forward return to where the visitor was on that page; a new navigation glides to the
 * top (jumps, under reduced motion), or to the `#fragment` it names. A page replacing its own
 * address (another query on the same path) keeps its place. React Router's own
 * `<ScrollRestoration>` jumps to the top instantly, hence this small hook.
 */
export function useScrollRestoration(): void {
  const { key, hash, pathname } = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(key);
  const currentPath = useRef(pathname);
  const firstRender = useRef(true);

  useEffect(() => {
    const remember = () => positions.set(currentKey.current, window.scrollY);
    // Within the page, script restores positions; a reload or a return from another site is the
    // browser's to restore, so it gets its own behaviour back as the document goes.
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
    // The page tidying its own address (a form forgetting `?design=`) is no new page: stay put.
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
