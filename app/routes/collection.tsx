import { collectionPage } from "~/content/collection";
import { bespokeDesigns, bridalDesigns } from "~/content/catalogue";
import { firstPage } from "~/lib/collection";
import { pageMeta } from "~/lib/meta";
import { dataPaths, paths } from "~/lib/paths";
import { CallToAction } from "~/sections/call-to-action";
import { DesignGrid } from "~/sections/design-grid";
import { PageIntro } from "~/sections/page-intro";
import type { Route } from "./+types/collection";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: collectionPage.title, description: collectionPage.description, path: paths.collection });

// Build time only: the designs travel in the prerendered HTML, not in the JavaScript.
export function loader() {
  return { bridal: firstPage(bridalDesigns), bespoke: firstPage(bespokeDesigns) };
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { bridal, bespoke, cta } = collectionPage;
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
      <DesignGrid
        id="bridal-collections"
        heading={bridal.heading}
        intro={bridal.intro}
        section={loaderData.bridal}
        leadsPage
        photosUrl={dataPaths.collectionPhotos}
        more={{ ...more, key: "bridal" }}
      />
      <DesignGrid
        id="bespoke-dresses"
        heading={bespoke.heading}
        intro={bespoke.intro}
        section={loaderData.bespoke}
        photosUrl={dataPaths.collectionPhotos}
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
