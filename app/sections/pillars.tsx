import styles from "./pillars.module.css";

export interface PillarsProps {
  heading: string;
  items: readonly { title: string; text: string }[];
}

export function Pillars({ heading, items }: PillarsProps) {
  return (
    <section className={styles.section} aria-labelledby="pillars-heading">
      <h2 id="pillars-heading" className="visually-hidden">
        {heading}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
