// The header slides away while the page scrolls down and comes back on the way up, from the first
// paint. State sits on <html>, where the navbar's and the contact button's CSS read it
// (docs/decisions/038-nothing-fixed-covers-the-page.md).
import { headerAttribute, headerHiddenAttribute, scrolledAttribute } from "./attributes";

// A smaller move is a finger's jitter, not a direction.
const minimumMove = 8;
const scrolledPast = 16;

export function startHeader(): void {
  const doc = document;
  const root = doc.documentElement;
  let last = scrollY;
  addEventListener(
    "scroll",
    () => {
      const y = scrollY;
      root.toggleAttribute(scrolledAttribute, y > scrolledPast);
      if (Math.abs(y - last) < minimumMove) return;
      const header = doc.querySelector<HTMLElement>(`header[${headerAttribute}]`);
      const hide = y > last && header !== null && y > header.offsetHeight;
      last = y;
      // Keyboard focus keeps it; a link pressed with a finger or mouse does not.
      root.toggleAttribute(headerHiddenAttribute, hide && !header.querySelector(":focus-visible"));
    },
    { passive: true },
  );
  doc.addEventListener("focusin", (event) => {
    const target = event.target;
    if (target instanceof Element && target.closest(`[${headerAttribute}]`)) {
      root.removeAttribute(headerHiddenAttribute);
    }
  });
}
