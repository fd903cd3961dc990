/**
 * The one mechanism behind everything that moves on its own: hero and card images, rotating
 * headings, the typing heading, the carousel and the marquee. It decides in one place whether
 * motion may run: not under `prefers-reduced-motion`, not while the visitor has paused it, not
 * while the block is hovered or focused (WCAG 2.2.2), not while it is off-screen or the tab hidden.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
  type RefCallback,
} from "react";
import { useNearViewport } from "./use-near-viewport";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

let reducedMotion: { matchMedia: typeof window.matchMedia; list: MediaQueryList } | undefined;

/**
 * The one live list for the query, shared by every moving block: a page of cards would otherwise
 * build a new one for each card at each render. Built again only if `window.matchMedia` itself is
 * replaced (as tests do).
 */
function reducedMotionList(): MediaQueryList {
  if (!reducedMotion || reducedMotion.matchMedia !== window.matchMedia) {
    reducedMotion = { matchMedia: window.matchMedia, list: window.matchMedia(reducedMotionQuery) };
  }
  return reducedMotion.list;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = reducedMotionList();
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the visitor asked their system for less motion, read now (for event handlers). */
export function prefersReducedMotion(): boolean {
  return reducedMotionList().matches;
}

/** True when the visitor asked their system for less motion. Prerendered HTML assumes false. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === "visible",
    () => true,
  );
}

interface MotionSettings {
  /** The visitor pressed a pause control; every moving block on the page stops. */
  paused: boolean;
  setPaused: (paused: boolean) => void;
}

const MotionContext = createContext<MotionSettings>({ paused: false, setPaused: () => {} });

export function MotionProvider({ children }: { children: ReactNode }) {
  const [paused, setPaused] = useState(false);
  const value = useMemo(() => ({ paused, setPaused }), [paused]);
  return <MotionContext.Provider value={value}>{children}</MotionContext.Provider>;
}

/** For pause controls: whether motion is paused by the visitor, and whether motion is allowed at all. */
export function useMotionSettings() {
  const settings = useContext(MotionContext);
  const reducedMotion = usePrefersReducedMotion();
  return { ...settings, reducedMotion };
}

/** Event handlers that hold motion while the pointer is over a block or focus is inside it. */
export interface HoldHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

export interface MotionGate<T extends HTMLElement> {
  /** Attach to the moving block: motion stops while it is off-screen. */
  ref: RefCallback<T>;
  /** Spread on the moving block: motion stops while it is hovered or focused. */
  holdHandlers: HoldHandlers;
  /** Whether the block may move right now. */
  running: boolean;
  /** Whether the block is on (or near) the screen now. */
  nearViewport: boolean;
  /**
   * Whether the block has ever come near the screen: its images may load from then on. False in
   * the prerendered HTML and until the observer first reports, so nothing off-screen loads early.
   */
  hasBeenNear: boolean;
}

/** Decides whether one moving block may move now. Every moving block goes through this. */
export function useMotionGate<T extends HTMLElement>(): MotionGate<T> {
  const { paused } = useContext(MotionContext);
  const reducedMotion = usePrefersReducedMotion();
  const pageVisible = usePageVisible();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { ref, near: nearViewport, hasBeenNear } = useNearViewport<T>();

  const holdHandlers = useMemo<HoldHandlers>(
    () => ({
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    }),
    [],
  );

  const running = !reducedMotion && !paused && pageVisible && !hovered && !focused && nearViewport;
  return { ref, holdHandlers, running, nearViewport, hasBeenNear };
}

export interface RotationOptions {
  /** How many positions there are. */
  length: number;
  /** How long to stay at a position before moving on, in ms (may depend on the position). */
  delay: number | ((index: number) => number);
  /** The position shown first, also in the prerendered HTML. */
  initialIndex?: number;
}

export interface Rotation<T extends HTMLElement> extends MotionGate<T> {
  index: number;
  /** Moves to a position by hand (carousel controls); the timer starts again from there. */
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
}

/** Steps through `length` positions, one step per `delay`, whenever the motion gate allows. */
export function useRotation<T extends HTMLElement>({
  length,
  delay,
  initialIndex = 0,
}: RotationOptions): Rotation<T> {
  const gate = useMotionGate<T>();
  const [index, setIndex] = useState(initialIndex);
  const wait = typeof delay === "function" ? delay(index) : delay;

  useEffect(() => {
    if (!gate.running || length < 2) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % length), wait);
    return () => clearTimeout(timer);
  }, [gate.running, index, length, wait]);

  const goTo = useCallback((target: number) => setIndex(((target % length) + length) % length), [length]);
  const next = useCallback(() => setIndex((current) => (current + 1) % length), [length]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + length) % length), [length]);

  return { ...gate, index, goTo, next, previous };
}

/** One step of the typing effect: which phrase, and how many of its characters are shown. */
export interface TypingStep {
  phrase: number;
  characters: number;
}

/** Every step of typing the phrases one after another, one character per step. */
export function typingSteps(phrases: readonly string[]): TypingStep[] {
  return phrases.flatMap((phrase, index) =>
    Array.from(phrase, (_, position) => ({ phrase: index, characters: position + 1 })),
  );
}

/**
 * Types the phrases one character per `stepMs`, pausing `pauseMs` after each full phrase. It starts
 * on the first phrase fully typed, so the prerendered page already reads as a finished heading.
 */
export function useTyping<T extends HTMLElement>(
  phrases: readonly string[],
  { stepMs, pauseMs }: { stepMs: number; pauseMs: number },
) {
  const steps = useMemo(() => typingSteps(phrases), [phrases]);
  const isPhraseEnd = useCallback(
    (index: number) => steps[index + 1]?.phrase !== steps[index]?.phrase,
    [steps],
  );
  const firstPhraseEnd = Math.max(0, Array.from(phrases[0] ?? "").length - 1);
  const rotation = useRotation<T>({
    length: steps.length,
    delay: (index) => (isPhraseEnd(index) ? pauseMs : stepMs),
    initialIndex: firstPhraseEnd,
  });
  const step = steps[rotation.index] ?? { phrase: 0, characters: 0 };
  const text = Array.from(phrases[step.phrase] ?? "")
    .slice(0, step.characters)
    .join("");
  return { ...rotation, text, phraseIndex: step.phrase };
}
