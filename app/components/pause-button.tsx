import { Pause, Play } from "lucide-react";
import { navigation } from "~/content/navigation";
import { useMotionSettings } from "~/lib/motion";
import { untilHydrated, useHydrated } from "~/lib/use-hydrated";
import styles from "./pause-button.module.css";

/**
 * The visible control that stops everything moving on its own (WCAG 2.2.2). Each moving block
 * shows one; they share one setting, so pausing one pauses all. Hidden when the system already
 * asks for reduced motion, because then nothing moves. Until the framework runs (and without
 * script) nothing moves either, and the button keeps its place but stays out of sight.
 */
export function PauseButton({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const { paused, setPaused, reducedMotion } = useMotionSettings();
  const hydrated = useHydrated();
  if (reducedMotion) return null;
  const label = paused ? navigation.playMotion : navigation.pauseMotion;
  return (
    <button
      type="button"
      className={untilHydrated(hydrated, styles.button, styles[tone], className)}
      onClick={() => setPaused(!paused)}
      aria-label={label}
      title={label}
    >
      {paused ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
    </button>
  );
}
