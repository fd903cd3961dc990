import type { FocusEvent } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { PauseButton } from "~/components/pause-button";
import { Picture } from "~/components/picture";
import type { Photo } from "~/content/types";
import { prefersReducedMotion, useMotionGate } from "~/lib/motion";
import { designPath } from "~/lib/paths";
import styles from "./designs-marquee.module.css";

/** A design the strip shows: its cover photo, its name, and where its page is. */
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

/**
 * Our Designs: a strip of designs drifting sideways forever, each photo a link to its design's
 * page. The set is drawn twice so the loop is seamless; the second copy is hidden from assistive
 * technology and from the Tab key, which meet each design once.
 */
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

  // Once focus leaves, the drift starts again from the beginning. A visitor who scrolls the still
  // strip themselves keeps their place.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    holdHandlers.onBlur(event);
    const strip = event.currentTarget;
    if (!strip.contains(event.relatedTarget as Node | null) && !prefersReducedMotion()) strip.scrollLeft = 0;
  };

  // The strip listens for what happens to its links, as the motion gate's own handlers do.
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
