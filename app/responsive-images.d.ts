/** `import photo from "./images/x.jpg?responsive"`: AVIF and WebP at several widths (scripts/image-directives.ts). */
declare module "*?responsive" {
  import type { ResponsiveImage } from "~/content/types";

  const image: ResponsiveImage;
  export default image;
}
