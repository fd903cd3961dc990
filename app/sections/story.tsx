import styles from "./story.module.css";

export function Story({ heading, paragraphs }: { heading: string; paragraphs: readonly string[] }) {
  return (
    <section aria-labelledby="story-heading">
      <h2 id="story-heading" className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.columns}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
