import { useState } from "react";
import { PauseButton } from "~/components/pause-button";
import { useRotation } from "~/lib/motion";
import { timing } from "~/lib/timing";
import styles from "./rotating-heading.module.css";

export interface RotatingHeadingProps {
  eyebrow: string;
  phrases: readonly string[];
  intro: string;
}

export function RotatingHeading({ eyebrow, phrases, intro }: RotatingHeadingProps) {
  const { index, ref, holdHandlers } = useRotation<HTMLDivElement>({
    length: phrases.length,
    delay: timing.headingRotation,
  });
  // Only later phrases fade in: a fade from transparent on load would hold back the page's largest
  // paint, which ignores invisible text.
  const [hasMoved, setHasMoved] = useState(false);
  if (index !== 0 && !hasMoved) setHasMoved(true);
  // Only the inline text changes, so the browser counts the heading's paint once, with the page.
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <div ref={ref} className={styles.line} {...holdHandlers}>
        <h1 className={styles.heading}>
          <span key={index} className={hasMoved ? styles.entering : undefined}>
            {phrases[index]}
          </span>
        </h1>
      </div>
      <p className={styles.intro}>{intro}</p>
      <PauseButton tone="dark" className={styles.pause} />
    </header>
  );
}
