import { Activity, useState } from "react";
import { DesignCard } from "~/components/design-card";
import { PauseButton } from "~/components/pause-button";
import { Hydrated, untilHydrated } from "~/lib/use-hydrated";
import {
  fetchAllDesigns,
  type CardDesign,
  type CollectionDesigns,
  type CollectionSection,
} from "~/lib/collection";
import styles from "./design-grid.module.css";

export interface DesignGridProps {
  id: string;
  heading: string;
  intro: string;
  section: CollectionSection;
  /** The first card's cover is the page's main image: it loads with the page. */
  leadsPage?: boolean;
  photosUrl: string;
  /** A link back up to the page's links to its sections. */
  back?: { href: string; label: string };
  /** Where the rest of the section's designs load from, when the first page holds only some. */
  more?: {
    url: string;
    key: keyof CollectionDesigns;
    label: string;
    loading: string;
    failed: string;
  };
}

export function DesignGrid({
  id,
  heading,
  intro,
  section,
  leadsPage = false,
  photosUrl,
  back,
  more,
}: DesignGridProps) {
  const [designs, setDesigns] = useState<readonly CardDesign[]>(section.designs);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const hidden = section.total - designs.length;
  const moves = designs.some((design) => design.photoCount > 1);

  const showAll = async () => {
    if (!more) return;
    setState("loading");
    try {
      const all = await fetchAllDesigns(more.url);
      setDesigns(all[more.key]);
      setState("idle");
    } catch (error) {
      console.error("The rest of the collection could not be loaded:", error);
      setState("failed");
    }
  };

  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.header}>
        <div>
          <h2 id={id} className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.intro}>{intro}</p>
        </div>
        {moves ? <PauseButton tone="dark" className={styles.pause} /> : null}
      </div>
      {/* A hydration boundary: React hydrates the cards after the rest of the page, in short steps;
          a tap on one hydrates them first. Unlike Suspense, it never moves them in the HTML. */}
      <Activity>
        <div className={styles.grid}>
          {designs.map((design, position) => (
            <DesignCard
              key={design.slug}
              design={design}
              photosUrl={photosUrl}
              priority={leadsPage && position === 0}
            />
          ))}
        </div>
      </Activity>
      {hidden > 0 && more ? (
        <div className={styles.more}>
          {/* It fetches the rest with script: out of sight until hydration. */}
          <Hydrated>
            {(hydrated) => (
              <button
                type="button"
                className={untilHydrated(hydrated, styles.moreButton)}
                onClick={showAll}
                disabled={state === "loading"}
              >
                {state === "loading" ? more.loading : more.label.replace("{count}", String(section.total))}
              </button>
            )}
          </Hydrated>
          <p role="alert" className={styles.moreError}>
            {state === "failed" ? more.failed : ""}
          </p>
        </div>
      ) : null}
      {back ? (
        <p className={styles.back}>
          <a href={back.href}>{back.label}</a>
        </p>
      ) : null}
    </section>
  );
}
