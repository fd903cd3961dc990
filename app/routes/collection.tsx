import { collectionPage } from "~/content/designs";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { CallToAction } from "~/sections/call-to-action";
import { DesignGrid } from "~/sections/design-grid";
import { PageIntro } from "~/sections/page-intro";
import type { Route } from "./+types/collection";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: collectionPage.title, description: collectionPage.description, path: paths.collection });

export default function Collection() {
  const { bridal, bespoke, cta } = collectionPage;
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
        designs={bridal.designs}
      />
      <DesignGrid
        id="bespoke-dresses"
        heading={bespoke.heading}
        intro={bespoke.intro}
        designs={bespoke.designs}
      />
      <CallToAction
        heading={cta.heading}
        text={cta.text}
        action={{ label: cta.label, href: paths.contact }}
      />
    </>
  );
}
