import { ChevronLeft, ChevronRight, Maximize2, X } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from "react";
import type { Photo } from "~/content/types";
import { fillIn } from "~/content/design-page";
import { untilHydrated, useHydrated } from "~/lib/use-hydrated";
import {
  arrowStep,
  indexFromHash,
  photoId,
  smallestCandidate,
  swipeStep,
  wrapIndex,
  type Step,
} from "~/lib/viewer-steps";
import styles from "./design-viewer.module.css";

export interface DesignViewerProps {
  name: string;
  photos: readonly Photo[];
  labels: {
    label: string;
    photo: string;
    previous: string;
    next: string;
    fullScreen: string;
    close: string;
  };
}

type Labels = DesignViewerProps["labels"];

const fullScreenId = "full-screen-photos";
const stageSizes = "(max-width: 56rem) 100vw, 36rem";

// Invoker commands open and close the full-screen view before hydration and without script.
// React does not know these attributes yet, so they are passed as they are.
const command = (name: "show-modal" | "close") =>
  ({ commandfor: fullScreenId, command: name }) as Record<string, string>;

interface ImageProps {
  photo: Photo;
  sizes: string;
  loading: "eager" | "lazy";
  priority?: boolean;
}

function LargeImage({ photo, sizes, loading, priority = false }: ImageProps) {
  const { sources, img } = photo.image;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={img.src}
        width={img.w}
        height={img.h}
        alt={photo.alt}
        loading={loading}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}

// Only the smallest file of each format: a few kilobytes each.
function Thumbnail({ photo }: { photo: Photo }) {
  const { sources, img } = photo.image;
  const webp = smallestCandidate(sources.webp);
  return (
    <picture>
      <source type="image/avif" srcSet={smallestCandidate(sources.avif)} />
      <source type="image/webp" srcSet={webp} />
      <img src={webp} width={img.w} height={img.h} alt="" loading="lazy" decoding="async" />
    </picture>
  );
}

interface SlideProps extends ImageProps {
  position: number;
  count: number;
  labels: Labels;
  current: boolean;
  id?: string;
}

// Plain links to `#photo-n` make the viewer work before hydration and without script: CSS shows
// the targeted slide.
function Slide({ position, count, labels, current, id, ...image }: SlideProps) {
  const link = (offset: Step) => `#${photoId(wrapIndex(position + offset, count))}`;
  return (
    <div
      className={styles.slide}
      id={id}
      role="group"
      aria-label={fillIn(labels.photo, { n: position + 1, count })}
      data-current={current ? "" : undefined}
    >
      <LargeImage {...image} />
      {count > 1 ? (
        <>
          <a className={styles.previous} href={link(-1)} aria-label={labels.previous}>
            <ChevronLeft aria-hidden="true" />
          </a>
          <a className={styles.next} href={link(1)} aria-label={labels.next}>
            <ChevronRight aria-hidden="true" />
          </a>
        </>
      ) : null}
    </div>
  );
}

interface FocusToKeep {
  container: Element;
  position: number;
}

// Photos not on show are lazy and hidden, so each is fetched only when shown (with script off
// the browser loads them all: the standard ties lazy loading to script).
export function DesignViewer(props: DesignViewerProps) {
  // Moving from one design's page to the next keeps this component: each design starts afresh.
  return <Viewer key={props.name} {...props} />;
}

function Viewer({ name, photos, labels }: DesignViewerProps) {
  const count = photos.length;
  const live = useHydrated();
  const [index, setIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  // Neighbours load ahead only once the visitor reaches for the viewer, so one who only looks at
  // the first photo downloads no other.
  const [engaged, setEngaged] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const viewer = useRef<HTMLElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const fullStage = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const fullScreenButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const focusToKeep = useRef<FocusToKeep | null>(null);

  const show = useCallback(
    (next: (current: number) => number, focused: Element | null) => {
      // A slide's arrow that had focus is about to be hidden with its slide.
      const slide = focused?.parentElement;
      const container = slide?.parentElement;
      focusToKeep.current =
        slide?.hasAttribute("data-current") && container
          ? { container, position: [...slide.querySelectorAll("a")].indexOf(focused as HTMLAnchorElement) }
          : null;
      setIndex((current) => wrapIndex(next(current), count));
      setMoved(true);
    },
    [count],
  );
  const step = useCallback(
    (delta: Step) => show((current) => current + delta, document.activeElement),
    [show],
  );

  // A shared link to #photo-3 opens on it. Read after hydration, so both renders agree.
  useEffect(() => {
    const follow = () => {
      const named = indexFromHash(window.location.hash, count);
      if (named === null) return;
      setIndex(named);
      setEngaged(true);
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [count]);

  // No history entry per photo.
  useEffect(() => {
    if (moved) window.history.replaceState(window.history.state, "", `#${photoId(index)}`);
  }, [index, moved]);

  useLayoutEffect(() => {
    const keep = focusToKeep.current;
    focusToKeep.current = null;
    const link = keep?.container.querySelector("[data-current]")?.querySelectorAll("a")[keep.position];
    link?.focus();
  }, [index]);

  useEffect(() => {
    const root = viewer.current;
    if (!root || count < 2) return;
    const onClick = (event: globalThis.MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      const named = link ? indexFromHash(link.getAttribute("href") ?? "", count) : null;
      if (named === null) return;
      event.preventDefault();
      show(() => named, document.activeElement === link ? link : null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const delta = arrowStep(event, root);
      if (!delta) return;
      event.preventDefault();
      step(delta);
    };
    type Point = { x: number; y: number };
    let start: Point | null = null;
    let last: Point | null = null;
    const point = (touches: TouchList): Point | null => {
      const touch = touches[0];
      return touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onTouchStart = (event: TouchEvent) => {
      const target = event.target as Node;
      const onStage = stage.current?.contains(target) || fullStage.current?.contains(target);
      start = onStage ? point(event.touches) : null;
      last = start;
    };
    const onTouchMove = (event: TouchEvent) => {
      // A second finger is a pinch, not a swipe.
      if (event.touches.length > 1) start = null;
      else last = point(event.touches) ?? last;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const end = point(event.changedTouches) ?? last;
      const delta = start && end ? swipeStep(end.x - start.x, end.y - start.y) : 0;
      start = null;
      if (delta) step(delta);
    };
    const onTouchCancel = () => (start = null);
    const passive = { passive: true };
    root.addEventListener("click", onClick);
    root.addEventListener("touchstart", onTouchStart, passive);
    root.addEventListener("touchmove", onTouchMove, passive);
    root.addEventListener("touchend", onTouchEnd, passive);
    root.addEventListener("touchcancel", onTouchCancel, passive);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      root.removeEventListener("click", onClick);
      root.removeEventListener("touchstart", onTouchStart);
      root.removeEventListener("touchmove", onTouchMove);
      root.removeEventListener("touchend", onTouchEnd);
      root.removeEventListener("touchcancel", onTouchCancel);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [count, show, step]);

  useEffect(() => {
    const root = viewer.current;
    if (!root || engaged) return;
    const engage = () => setEngaged(true);
    const kinds = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
    for (const kind of kinds) root.addEventListener(kind, engage, { passive: true });
    return () => {
      for (const kind of kinds) root.removeEventListener(kind, engage);
    };
  }, [engaged]);

  // The browser may have opened the full-screen view before hydration.
  useEffect(() => {
    const view = dialog.current;
    if (!view) return;
    const follow = () => setFullScreen(view.open);
    follow();
    view.addEventListener("toggle", follow);
    return () => view.removeEventListener("toggle", follow);
  }, []);

  const openFullScreen = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : event.currentTarget;
    dialog.current?.showModal();
    setFullScreen(true);
  };
  const closeFullScreen = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    dialog.current?.close();
  };
  // Closed by its button or by Escape: focus goes back where it was before the view opened.
  const onClose = () => {
    setFullScreen(false);
    const back = opener.current ?? fullScreenButton.current;
    opener.current = null;
    back?.focus();
  };

  const near = (position: number) => {
    const distance = wrapIndex(position - index, count);
    return distance === 0 || distance === 1 || distance === count - 1;
  };
  const counter = fillIn(labels.photo, { n: index + 1, count });
  const label = fillIn(labels.label, { name });

  return (
    <section
      ref={viewer}
      className={[styles.viewer, live && styles.live, moved && styles.moved].filter(Boolean).join(" ")}
      aria-label={label}
    >
      <div ref={stage} className={styles.stage}>
        {photos.map((photo, position) => (
          <Slide
            key={position}
            id={photoId(position)}
            photo={photo}
            position={position}
            count={count}
            labels={labels}
            current={live && position === index}
            sizes={stageSizes}
            loading={position === 0 || (live && (engaged || moved) && near(position)) ? "eager" : "lazy"}
            priority={position === 0}
          />
        ))}
      </div>
      <div className={styles.bar}>
        {count > 1 ? (
          <p className={untilHydrated(live, styles.counter)} role="status" aria-live="polite">
            {counter}
          </p>
        ) : null}
        <button
          ref={fullScreenButton}
          type="button"
          className={styles.open}
          {...command("show-modal")}
          onClick={openFullScreen}
        >
          <Maximize2 aria-hidden="true" size={18} />
          <span className={styles.openLabel}>{labels.fullScreen}</span>
        </button>
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs}>
          {photos.map((photo, position) => (
            <li key={position}>
              <a
                href={`#${photoId(position)}`}
                aria-label={fillIn(labels.photo, { n: position + 1, count })}
                aria-current={live && position === index ? "true" : undefined}
              >
                <Thumbnail photo={photo} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <dialog ref={dialog} id={fullScreenId} className={styles.full} aria-label={label} onClose={onClose}>
        <button
          type="button"
          className={styles.close}
          {...command("close")}
          onClick={closeFullScreen}
          aria-label={labels.close}
        >
          <X aria-hidden="true" />
        </button>
        <div ref={fullStage} className={styles.fullStage}>
          {/* Before hydration every photo is here but lazy, at the stage's size so a browser
              without script loads no second copy; after it, only the open view's neighbours. */}
          {photos.map((photo, position) =>
            !live || (fullScreen && near(position)) ? (
              <Slide
                key={position}
                photo={photo}
                position={position}
                count={count}
                labels={labels}
                current={live && position === index}
                sizes={live ? "100vw" : stageSizes}
                loading={live ? "eager" : "lazy"}
              />
            ) : null,
          )}
        </div>
        {count > 1 ? (
          <p className={untilHydrated(live, styles.fullCounter)} role="status" aria-live="polite">
            {counter}
          </p>
        ) : null}
      </dialog>
    </section>
  );
}
