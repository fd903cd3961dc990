/**
 * The design viewer's decisions, apart from the page so they can be checked on their own: which
 * photo an address names, which way a swipe or an arrow key moves, and the smallest file of a set.
 */

/** One photo back or forward. */
export type Step = -1 | 1;

/** The address of photo `index` (0-based) within the page: `#photo-1` is the first. */
export function photoId(index: number): string {
  return `photo-${index + 1}`;
}

/** Any position, past either end too, brought round to one of `count` photos. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/** The photo a `#photo-n` address names (0-based), or null when it names none of `count`. */
export function indexFromHash(hash: string, count: number): number | null {
  const match = /^#photo-(\d+)$/.exec(hash);
  const position = match ? Number(match[1]) - 1 : -1;
  return position >= 0 && position < count ? position : null;
}

/** How far a finger must travel sideways, in CSS pixels, before the photo changes. */
export const swipeDistance = 40;

/**
 * A finger that moved `dx`, `dy` and lifted: a clear sideways swipe turns the page of photos the way
 * a printed album would (moving left brings the next photo); anything else is a tap or a scroll.
 */
export function swipeStep(dx: number, dy: number, distance = swipeDistance): Step | 0 {
  if (Math.abs(dx) <= distance || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

export interface KeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

function isTyping(element: Element): boolean {
  return (
    element.matches("input, textarea, select, [contenteditable]:not([contenteditable='false'])") ||
    (element instanceof HTMLElement && element.isContentEditable)
  );
}

/**
 * The step an arrow key asks of the viewer, or 0. The arrows belong to the viewer while the visitor
 * is in it or has focus nowhere in particular (the page itself, or its main area after a link
 * brought them here); never while typing, while another control holds focus, or with a modifier
 * held (those are the browser's and the system's shortcuts).
 */
export function arrowStep(press: KeyPress, viewer: Element | null): Step | 0 {
  const step = press.key === "ArrowLeft" ? -1 : press.key === "ArrowRight" ? 1 : 0;
  if (!step || press.defaultPrevented) return 0;
  if (press.altKey || press.ctrlKey || press.metaKey || press.shiftKey) return 0;
  const target = press.target;
  if (!(target instanceof Element)) return step;
  if (isTyping(target)) return 0;
  const document = target.ownerDocument;
  const onThePage = target === document.body || target === document.documentElement || target.matches("main");
  return onThePage || viewer?.contains(target) ? step : 0;
}

/** The smallest file of a `srcset` ("a.avif 360w, b.avif 720w" gives "a.avif"). */
export function smallestCandidate(srcset: string): string {
  const candidates = srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .filter(([url]) => Boolean(url))
    .map(([url = "", descriptor = ""]) => ({ url, width: Number.parseFloat(descriptor) || Infinity }))
    .sort((a, b) => a.width - b.width);
  return candidates[0]?.url ?? "";
}
