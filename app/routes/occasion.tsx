import { data } from "react-router";
import { CurrencyControl } from "~/components/currency-control";
import { bespokeDesigns, bridalDesigns } from "~/content/catalogue";
import { collectionPage } from "~/content/collection";
import { currencyControl } from "~/content/currency";
import { occasionCounts, occasionIndex } from "~/content/occasion-index";
import { occasionsCopy } from "~/content/occasions";
import { forCards } from "~/lib/card-photos";
import { coverOnly } from "~/lib/collection";
import { fillIn } from "~/lib/fill-in";
import { pageMeta } from "~/lib/meta";
import { dataPaths, occasionPath, paths } from "~/lib/paths";
import { CallToAction } from "~/sections/call-to-action";
import { DesignGrid } from "~/sections/design-grid";
import { OccasionNav } from "~/sections/occasion-nav";
import { PageIntro } from "~/sections/page-intro";
import styles from "./occasion.module.css";
import type { Route } from "./+types/occasion";

// Build time only: the occasion's designs travel in the prerendered HTML, not in the JavaScript.
// Every one of them is on the page, so there is no "show all" that would load the whole collection.
export function loader({ params }: Route.LoaderArgs) {
  const occasion = occasionIndex.find(({ id }) => id === params.occasion);
  if (!occasion) throw data(null, { status: 404 });
  const section = (designs: typeof bridalDesigns) => {
    const found = designs.filter((design) => occasion.slugs.includes(design.slug)).map(forCards);
    return { designs: found.map(coverOnly), total: found.length };
  };
  return {
    occasion: { id: occasion.id, label: occasion.label },
    bridal: section(bridalDesigns),
    bespoke: section(bespokeDesigns),
    occasions: occasionCounts,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  // Only the occasions with designs are made, and an unknown one goes to the root's error page.
  if (!loaderData) return [];
  const words = { occasion: loaderData.occasion.label };
  return pageMeta({
    title: fillIn(occasionsCopy.pageTitle, words),
    description: fillIn(occasionsCopy.pageDescription, words),
    path: occasionPath(loaderData.occasion.id),
    parents: [{ name: collectionPage.heading, path: paths.collection }],
  });
};

export default function OccasionPage({ loaderData }: Route.ComponentProps) {
  const { occasion, bridal, bespoke, occasions } = loaderData;
  const back = { href: "#occasions", label: collectionPage.jump.back };
  const grids = [
    { id: "bridal-collections", words: collectionPage.bridal, section: bridal },
    { id: "bespoke-dresses", words: collectionPage.bespoke, section: bespoke },
  ].filter((grid) => grid.section.total > 0);
  return (
    <>
      <p className={styles.back}>
        <a href={paths.collection}>{occasionsCopy.back}</a>
      </p>
      <PageIntro
        eyebrow={occasionsCopy.heading}
        heading={fillIn(occasionsCopy.pageHeading, { occasion: occasion.label })}
        intro={collectionPage.intro}
      />
      <CurrencyControl words={currencyControl} centred />
      <OccasionNav
        label={occasionsCopy.heading}
        all={occasionsCopy.all}
        occasions={occasionsCopy.occasions}
        counts={occasions}
        current={occasion.id}
      />
      {grids.map((grid, position) => (
        <DesignGrid
          key={grid.id}
          id={grid.id}
          heading={grid.words.heading}
          intro={grid.words.intro}
          section={grid.section}
          leadsPage={position === 0}
          photosUrl={dataPaths.collectionPhotos}
          back={back}
        />
      ))}
      <CallToAction
        heading={collectionPage.cta.heading}
        text={collectionPage.cta.text}
        action={{ label: collectionPage.cta.label, href: paths.contact }}
      />
    </>
  );
}
