import type { Photo } from "~/content/types";

export interface PictureProps {
  photo: Photo;
  /** How wide the image is drawn, so the browser picks the smallest file that is sharp enough. */
  sizes: string;
  /** Only the first image a visitor sees (the hero) loads eagerly and first. */
  priority?: boolean;
  className?: string;
  /** Hidden copies (marquee's second pass, inactive slides) are skipped by assistive technology. */
  decorative?: boolean;
  /**
   * Not near the screen yet: the picture is only in a `<noscript>`, so with script on nothing is
   * fetched until the parent sees it coming, and without script the browser shows it as usual.
   */
  deferred?: boolean;
}

export function Picture({
  photo,
  sizes,
  priority = false,
  className,
  decorative = false,
  deferred = false,
}: PictureProps) {
  const { image } = photo;
  const picture = (
    <picture className={className}>
      <source type="image/avif" srcSet={image.sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.sources.webp} sizes={sizes} />
      <img
        src={image.img.src}
        width={image.img.w}
        height={image.img.h}
        alt={decorative ? "" : photo.alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
  return deferred && !priority ? <noscript>{picture}</noscript> : picture;
}
