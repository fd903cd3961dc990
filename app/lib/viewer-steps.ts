export type Step = -1 | 1;

export function photoId(index: number): string {
  return `photo-${index + 1}`;
}

export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

export function indexFromHash(hash: string, count: number): number | null {
  const match = /^#photo-(\d+)$/.exec(hash);
  const position = match ? Number(match[1]) - 1 : -1;
  return position >= 0 && position < count ? position : null;
}

export const swipeDistance = 40;

// A swipe to the left brings the next photo, like turning a page; anything else is a tap or a scroll.
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

// The arrows belong to the viewer while focus is in it or nowhere in particular (body, or main after
// a link led here); never while typing, in another control, or with a modifier (system shortcuts).
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

export function smallestCandidate(srcset: string): string {
  const candidates = srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .filter(([url]) => Boolean(url))
    .map(([url = "", descriptor = ""]) => ({ url, width: Number.parseFloat(descriptor) || Infinity }))
    .sort((a, b) => a.width - b.width);
  return candidates[0]?.url ?? "";
}
