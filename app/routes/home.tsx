import { catalogue } from "~/content/catalogue";
import { homePage } from "~/content/home";
import { studio } from "~/content/studio";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { shareImageOf, shareImagePath } from "~/lib/share-images";
import { studioStructuredData } from "~/lib/structured-data";
import { DesignsMarquee, type FeaturedDesign } from "~/sections/designs-marquee";
import { Hero, heroImageSizes } from "~/sections/hero";
import { Pillars } from "~/sections/pillars";
import type { Route } from "./+types/home";

const firstHeroImage = homePage.hero.photos[0]?.image;

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: homePage.title, description: homePage.description, path: paths.home }),
  { "script:ld+json": studioStructuredData(studio, { image: shareImagePath(shareImageOf(paths.home)) }) },
];

// The first hero photo is the largest thing on the first screen: ask for it before the CSS is in.
export const links: Route.LinksFunction = () =>
  firstHeroImage
    ? [
        {
          rel: "preload",
          as: "image",
          type: "image/avif",
          imageSrcSet: firstHeroImage.sources.avif,
          imageSizes: heroImageSizes,
          fetchPriority: "high",
        },
      ]
    : [];

// Build time only: the covers travel in the prerendered HTML and no photo list reaches the script.
// The content schema already checks that every featured design exists.
export function loader() {
  const bySlug = new Map(catalogue.map((design) => [design.slug, design]));
  const featured = homePage.designs.featured.flatMap((slug): FeaturedDesign[] => {
    const design = bySlug.get(slug);
    const cover = design?.photos[0];
    return design && cover ? [{ slug, name: design.name, cover }] : [];
  });
  return { featured };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, pillars, designs } = homePage;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={studio.name}
        tagline={studio.tagline}
        photos={hero.photos}
        primary={{ label: hero.viewCollection, href: `#${designs.id}` }}
        secondary={{ label: hero.inquiry, href: paths.contact }}
      />
      <Pillars heading={pillars.heading} items={pillars.items} />
      <DesignsMarquee
        id={designs.id}
        heading={designs.heading}
        intro={designs.intro}
        designs={loaderData.featured}
        cta={{ label: designs.cta, href: paths.collection }}
      />
    </>
  );
}
