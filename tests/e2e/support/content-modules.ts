/** The content the browser tests read their expectations from, loaded as one module (site-content.ts). */
export { aboutCopy } from "../../../app/content/about-copy";
export { aboutPhotos } from "../../../app/content/about-photos";
export { bespokeDesigns, bridalDesigns } from "../../../app/content/catalogue";
export { contactPage } from "../../../app/content/contact";
export { homePage } from "../../../app/content/home";
export { designsPerFirstPage } from "../../../app/lib/collection";
