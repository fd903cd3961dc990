import { ButtonLink } from "~/components/button-link";
import { PauseButton } from "~/components/pause-button";
import { Picture } from "~/components/picture";
import type { Photo } from "~/content/types";
import { useMotionGate } from "~/lib/motion";
import styles from "./designs-marquee.module.css";

export interface DesignsMarqueeProps {
  id: string;
  heading: string;
  intro: string;
  photos: readonly Photo[];
  cta: { label: string; href: string };
}

/**
 * Our Designs: a strip of photos drifting sideways forever. The set is drawn twice so the loop is
 * seamless; the second copy is hidden from assistive technology, which reads each photo once.
 */
export function DesignsMarquee({ id, heading, intro, photos, cta }: DesignsMarqueeProps) {
  const { ref, running, holdHandlers, hasBeenNear } = useMotionGate<HTMLDivElement>();
  const copies = [false, true] as const;
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
      <div className={styles.header}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.intro}>{intro}</p>
      </div>
      <div ref={ref} className={styles.viewport} data-running={running} {...holdHandlers}>
        <div className={styles.track}>
          {copies.map((hidden) => (
            <ul key={String(hidden)} className={styles.set} aria-hidden={hidden || undefined}>
              {photos.map((photo) => (
                <li key={photo.image.img.src}>
                  <Picture
                    photo={photo}
                    sizes="(max-width: 56.25rem) 60vw, 20rem"
                    decorative={hidden}
                    deferred={!hasBeenNear}
                  />
                </li>
              ))}
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
