import { PauseButton } from "~/components/pause-button";
import { useRotation } from "~/lib/motion";
import { timing } from "~/lib/timing";
import styles from "./rotating-heading.module.css";

export interface RotatingHeadingProps {
  eyebrow: string;
  phrases: readonly string[];
  intro: string;
}

/** The Contact page's heading, crossfading through its phrases every `timing.headingRotation`. */
export function RotatingHeading({ eyebrow, phrases, intro }: RotatingHeadingProps) {
  const { index, ref, holdHandlers } = useRotation<HTMLDivElement>({
    length: phrases.length,
    delay: timing.headingRotation,
  });
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <div ref={ref} className={styles.line} {...holdHandlers}>
        <h1 key={index} className={styles.heading}>
          {phrases[index]}
        </h1>
      </div>
      <p className={styles.intro}>{intro}</p>
      <PauseButton tone="dark" className={styles.pause} />
    </header>
  );
}
