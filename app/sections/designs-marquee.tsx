import type { FocusEvent } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { PauseButton } from "~/components/pause-button";
import { Picture } from "~/components/picture";
import type { Photo } from "~/content/types";
import { prefersReducedMotion, useMotionGate } from "~/lib/motion";
import { designPath } from "~/lib/paths";
import styles from "./designs-marquee.module.css";

export interface FeaturedDesign {
  slug: string;
  name: string;
  cover: Photo;
}

export interface DesignsMarqueeProps {
  id: string;
  heading: string;
  intro: string;
  designs: readonly FeaturedDesign[];
  cta: { label: string; href: string };
}

// Drawn twice for a seamless loop; the second copy is hidden from screen readers and the Tab key.
export function DesignsMarquee({ id, heading, intro, designs, cta }: DesignsMarqueeProps) {
  const { ref, running, holdHandlers, hasBeenNear } = useMotionGate<HTMLDivElement>();
  const copies = [false, true] as const;

  // A link reached with the keyboard is shown whole (the stylesheet stops the drift first): the
  // browser's own scrolling leaves a link half outside the window.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    holdHandlers.onFocus();
    const link = event.target;
    if (link.matches(":focus-visible")) link.scrollIntoView({ block: "nearest", inline: "nearest" });
  };

  // Once focus leaves, the drift restarts from the beginning.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    holdHandlers.onBlur(event);
    const strip = event.currentTarget;
    if (!strip.contains(event.relatedTarget as Node | null) && !prefersReducedMotion()) strip.scrollLeft = 0;
  };

  const stripHandlers = { ...holdHandlers, onFocus, onBlur };

  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
      <div className={styles.header}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.intro}>{intro}</p>
      </div>
      <div ref={ref} className={styles.viewport} data-running={running} {...stripHandlers}>
        <div className={styles.track}>
          {copies.map((hidden) => (
            <ul key={String(hidden)} className={styles.set} aria-hidden={hidden || undefined}>
              {designs.map((design) => {
                const nameId = hidden ? undefined : `${id}-${design.slug}`;
                return (
                  <li key={design.slug}>
                    <Link
                      to={designPath(design.slug)}
                      className={styles.design}
                      aria-labelledby={nameId}
                      tabIndex={hidden ? -1 : undefined}
                    >
                      <span className={styles.photo}>
                        <Picture
                          photo={design.cover}
                          sizes="(max-width: 56.25rem) 60vw, 20rem"
                          decorative={hidden}
                          deferred={!hasBeenNear}
                        />
                      </span>
                      <span id={nameId} className={styles.name}>
                        {design.name}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          ))}
        </div>
      </div>
      <div className={styles.footer}>
        <PauseButton tone="dark" />
        <ButtonLink href={cta.href} variant="outline">
          {cta.label}
        </ButtonLink>
      </div>
    </section>
  );
}
