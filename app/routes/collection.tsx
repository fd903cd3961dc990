import { CurrencyControl } from "~/components/currency-control";
import { collectionPage } from "~/content/collection";
import { currencyControl } from "~/content/currency";
import { bespokeDesigns, bridalDesigns } from "~/content/catalogue";
import { occasionCounts } from "~/content/occasion-index";
import { occasionsCopy } from "~/content/occasions";
import { forCards } from "~/lib/card-photos";
import { firstPage } from "~/lib/collection";
import { pageMeta } from "~/lib/meta";
import { dataPaths, paths } from "~/lib/paths";
import { CallToAction } from "~/sections/call-to-action";
import { CollectionJump } from "~/sections/collection-jump";
import { DesignGrid } from "~/sections/design-grid";
import { OccasionNav } from "~/sections/occasion-nav";
import { PageIntro } from "~/sections/page-intro";
import type { Route } from "./+types/collection";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: collectionPage.title, description: collectionPage.description, path: paths.collection });

// Build time only: the designs travel in the prerendered HTML, not in the JavaScript.
export function loader() {
  return {
    bridal: firstPage(bridalDesigns.map(forCards)),
    bespoke: firstPage(bespokeDesigns.map(forCards)),
    occasions: occasionCounts,
  };
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { bridal, bespoke, cta, jump } = collectionPage;
  const sections = { bridal: "bridal-collections", bespoke: "bespoke-dresses" };
  const back = { href: "#collection-parts", label: jump.back };
  const more = {
    url: dataPaths.collectionDesigns,
    label: collectionPage.showMore,
    loading: collectionPage.loadingMore,
    failed: collectionPage.loadMoreFailed,
  };
  return (
    <>
      <PageIntro
        eyebrow={collectionPage.eyebrow}
        heading={collectionPage.heading}
        intro={collectionPage.intro}
      />
      <CurrencyControl words={currencyControl} centred />
      <OccasionNav
        label={occasionsCopy.heading}
        all={occasionsCopy.all}
        occasions={occasionsCopy.occasions}
        counts={loaderData.occasions}
      />
      <CollectionJump
        id="collection-parts"
        label={jump.label}
        links={[
          { href: `#${sections.bridal}`, label: jump.bridal, count: loaderData.bridal.total },
          { href: `#${sections.bespoke}`, label: jump.bespoke, count: loaderData.bespoke.total },
        ]}
      />
      <DesignGrid
        id={sections.bridal}
        heading={bridal.heading}
        intro={bridal.intro}
        section={loaderData.bridal}
        leadsPage
        photosUrl={dataPaths.collectionPhotos}
        back={back}
        more={{ ...more, key: "bridal" }}
      />
      <DesignGrid
        id={sections.bespoke}
        heading={bespoke.heading}
        intro={bespoke.intro}
        section={loaderData.bespoke}
        photosUrl={dataPaths.collectionPhotos}
        back={back}
        more={{ ...more, key: "bespoke" }}
      />
      <CallToAction
        heading={cta.heading}
        text={cta.text}
        action={{ label: cta.label, href: paths.contact }}
      />
    </>
  );
}
