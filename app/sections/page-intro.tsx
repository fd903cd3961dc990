import styles from "./page-intro.module.css";

export interface PageIntroProps {
  eyebrow: string;
  heading: string;
  intro: string;
}

export function PageIntro({ eyebrow, heading, intro }: PageIntroProps) {
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.intro}>{intro}</p>
    </header>
  );
}
