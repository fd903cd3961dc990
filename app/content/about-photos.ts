import about1 from "./images/about-1.jpg?responsive";
import about2 from "./images/about-2.jpg?responsive";
import about3 from "./images/about-3.jpg?responsive";
import about4 from "./images/about-4.jpg?responsive";
import about5 from "./images/about-5.jpg?responsive";
import about6 from "./images/about-6.jpg?responsive";
import { expectPhotos } from "./check";
import type { Photo } from "./types";

/** The About page's carousel: six photos of the studio and its craft. */
export const aboutPhotos = [
  { image: about1, alt: "Studio" },
  { image: about2, alt: "Studio" },
  { image: about3, alt: "Studio" },
  { image: about4, alt: "Studio" },
  { image: about5, alt: "Studio" },
  { image: about6, alt: "Studio" },
] satisfies Photo[];

if (import.meta.env.SSR) {
  expectPhotos("about-photos.ts", "carousel photos", aboutPhotos, 6);
}
