import type { Photo } from "~/content/types";

export interface PictureProps {
  photo: Photo;
  sizes: string;
  priority?: boolean;
  className?: string;
  decorative?: boolean;
  /** Only in a `<noscript>`, so with script nothing is fetched before it nears the screen. */
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
