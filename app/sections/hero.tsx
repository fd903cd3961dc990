import { ButtonLink } from "~/components/button-link";
import { ImageRotator } from "~/components/image-rotator";
import { PauseButton } from "~/components/pause-button";
import type { Photo } from "~/content/types";
import styles from "./hero.module.css";

// The home page preloads the photo with the same value.
export const heroImageSizes = "(max-width: 56.25rem) calc(100vw - 2.5rem), 36rem";

export interface HeroProps {
  eyebrow: string;
  title: string;
  tagline: string;
  photos: readonly Photo[];
  primary: { label: string; href: string };
  secondary: { label: string; href: string };
}

export function Hero({ eyebrow, title, tagline, photos, primary, secondary }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.text}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="hero-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.tagline}>{tagline}</p>
        <div className={styles.actions}>
          <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
          <ButtonLink href={secondary.href} variant="outline">
            {secondary.label}
          </ButtonLink>
        </div>
      </div>
      <ImageRotator
        photos={photos}
        priority
        className={styles.image}
        sizes={heroImageSizes}
        controls={() => <PauseButton className={styles.pause} />}
      />
    </section>
  );
}
