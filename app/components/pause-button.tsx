import { Pause, Play } from "lucide-react";
import { navigation } from "~/content/navigation";
import { useMotionSettings } from "~/lib/motion";
import { untilHydrated, useHydrated } from "~/lib/use-hydrated";
import styles from "./pause-button.module.css";

// WCAG 2.2.2. One shared setting, so pausing one block pauses all. Hidden under reduced motion
// and before hydration, when nothing moves anyway.
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
