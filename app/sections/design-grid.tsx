import { DesignCard } from "~/components/design-card";
import { PauseButton } from "~/components/pause-button";
import type { Design } from "~/content/types";
import styles from "./design-grid.module.css";

export interface DesignGridProps {
  id: string;
  heading: string;
  intro: string;
  designs: readonly Design[];
}

/** A titled grid of design cards (Bridal Collections, Bespoke Dresses). */
export function DesignGrid({ id, heading, intro, designs }: DesignGridProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.header}>
        <div>
          <h2 id={id} className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.intro}>{intro}</p>
        </div>
        <PauseButton tone="dark" />
      </div>
      <div className={styles.grid}>
        {designs.map((design) => (
          <DesignCard key={design.slug} design={design} />
        ))}
      </div>
    </section>
  );
}
