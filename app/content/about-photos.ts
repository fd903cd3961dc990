import about1 from "./images/about-1.jpg?responsive";
import about2 from "./images/about-2.jpg?responsive";
import about3 from "./images/about-3.jpg?responsive";
import about4 from "./images/about-4.jpg?responsive";
import about5 from "./images/about-5.jpg?responsive";
import about6 from "./images/about-6.jpg?responsive";
import { expectPhotos } from "./check";
import type { Photo } from "./types";

/** The About page's carousel: photos of the studio and its craft. */
export const aboutPhotos = [
  {
    image: about1,
    alt: "Terracotta pot of indigo dye with adire cloth lifted out, more cloths drying on a line.",
  },
  {
    image: about2,
    alt: "Embroidery hoop of ivory linen with half-stitched indigo adire rings, a needle, thread and spools.",
  },
  {
    image: about3,
    alt: "Studio shelves stacked with rolled bolts and folded lengths of striped aso-oke cloth.",
  },
  {
    image: about4,
    alt: "Dress form with a half-pinned ivory satin gown and a gold tape measure before an indigo arch.",
  },
  {
    image: about5,
    alt: "Tailor's shears, tape measure, pincushion and thread spools laid on indigo adire and ivory linen.",
  },
  {
    image: about6,
    alt: "Fabric offcuts in ankara, adire and aso-oke turned into rosettes, covered buttons and braided trim.",
  },
] satisfies Photo[];

if (import.meta.env.SSR) {
  expectPhotos("about-photos.ts", "carousel photos", aboutPhotos);
}
