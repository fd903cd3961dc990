// Everything that moves on its own asks here whether it may: not under prefers-reduced-motion,
// not while paused, hovered or focused (WCAG 2.2.2), not off-screen or in a hidden tab.
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

// One shared list rather than one per card per render; rebuilt when tests replace matchMedia.
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

export function prefersReducedMotion(): boolean {
  return reducedMotionList().matches;
}

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
  paused: boolean;
  setPaused: (paused: boolean) => void;
}

const MotionContext = createContext<MotionSettings>({ paused: false, setPaused: () => {} });

export function MotionProvider({ children }: { children: ReactNode }) {
  const [paused, setPaused] = useState(false);
  const value = useMemo(() => ({ paused, setPaused }), [paused]);
  return <MotionContext.Provider value={value}>{children}</MotionContext.Provider>;
}

export function useMotionSettings() {
  const settings = useContext(MotionContext);
  const reducedMotion = usePrefersReducedMotion();
  return { ...settings, reducedMotion };
}

export interface HoldHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

export interface MotionGate<T extends HTMLElement> {
  ref: RefCallback<T>;
  holdHandlers: HoldHandlers;
  running: boolean;
  nearViewport: boolean;
  /** Its images may load from then on; false until the observer first reports. */
  hasBeenNear: boolean;
}

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
  length: number;
  /** In ms. */
  delay: number | ((index: number) => number);
  initialIndex?: number;
}

export interface Rotation<T extends HTMLElement> extends MotionGate<T> {
  index: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
}

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

export interface TypingStep {
  phrase: number;
  characters: number;
}

export function typingSteps(phrases: readonly string[]): TypingStep[] {
  return phrases.flatMap((phrase, index) =>
    Array.from(phrase, (_, position) => ({ phrase: index, characters: position + 1 })),
  );
}

// Starts with the first phrase fully typed, so the prerendered page reads as a finished heading.
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
