import { PauseButton } from "~/components/pause-button";
import { useTyping } from "~/lib/motion";
import { timing } from "~/lib/timing";
import styles from "./typing-heading.module.css";

export interface TypingHeadingProps {
  eyebrow: string;
  /** So screen readers never hear the phrases letter by letter. */
  label: string;
  phrases: readonly string[];
}

export function TypingHeading({ eyebrow, label, phrases }: TypingHeadingProps) {
  const { text, phraseIndex, ref, holdHandlers } = useTyping<HTMLDivElement>(phrases, {
    stepMs: timing.typingStep,
    pauseMs: timing.typingPause,
  });
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow} aria-hidden="true">
        {eyebrow}
      </p>
      <div ref={ref} className={styles.line} {...holdHandlers}>
        <h1 className={styles.heading} aria-label={label}>
          {/*
            One element per phrase: a new phrase is new content, not the old one moving (no layout
            shift when a phrase of two lines follows one of one).
          */}
          <span key={phraseIndex} className={styles.text}>
            <span aria-hidden="true">{text}</span>
            <span className={styles.caret} aria-hidden="true" />
            {/* The untyped rest, drawn invisibly by CSS: the phrase is laid out once and never moves. */}
            <span
              className={styles.rest}
              aria-hidden="true"
              data-rest={Array.from(phrases[phraseIndex] ?? "")
                .slice(Array.from(text).length)
                .join("")}
            />
          </span>
        </h1>
      </div>
      <PauseButton tone="dark" className={styles.pause} />
      <ul className="visually-hidden">
        {phrases.map((phrase) => (
          <li key={phrase}>{phrase}</li>
        ))}
      </ul>
    </header>
  );
}
