import { data, isRouteErrorResponse, Link } from "react-router";
import { catalogue } from "~/content/catalogue";
import { designPage, designPageTitle, fillIn } from "~/content/design-page";
import { studio } from "~/content/studio";
import { pageMeta } from "~/lib/meta";
import { designPath, paths } from "~/lib/paths";
import { designStructuredData } from "~/lib/structured-data";
import { DesignActions } from "~/sections/design-actions";
import { DesignViewer } from "~/components/design-viewer";
import { NairaPrice } from "~/components/naira-price";
import { collectionPage } from "~/content/collection";
import { currencyControl } from "~/content/currency";
import { CurrencyControl } from "~/components/currency-control";
import { NotFoundPanel, notFoundMeta } from "~/sections/not-found-panel";
import styles from "./design.module.css";
import type { Route } from "./+types/design";

// Build time only: the design travels in the prerendered HTML and no catalogue reaches the script.
export function loader({ params }: Route.LoaderArgs) {
  const index = catalogue.findIndex((design) => design.slug === params.slug);
  const design = catalogue[index];
  if (!design) throw data(null, { status: 404 });
  const inSection = catalogue.filter((other) => other.section === design.section);
  const position = inSection.indexOf(design);
  const neighbour = (offset: number) => {
    const other = inSection[(position + offset + inSection.length) % inSection.length];
    return other && other !== design ? { slug: other.slug, name: other.name } : null;
  };
  return { design, previous: neighbour(-1), next: neighbour(1) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPanel />;
  throw error;
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (error || !loaderData) return notFoundMeta();
  const { design } = loaderData;
  const path = designPath(design.slug);
  const description = `${design.summary} ${designPage.description}`;
  return [
    ...pageMeta({
      title: designPageTitle(design),
      description,
      path,
      parents: [{ name: designPage.breadcrumb.collection, path: paths.collection }],
    }),
    {
      "script:ld+json": designStructuredData({
        name: design.name,
        description,
        path,
        genre: designPage.eyebrow[design.section],
        images: design.photos.map((photo) => photo.image.img.src),
        price: design.price,
        studio,
      }),
    },
  ];
};

export default function DesignPage({ loaderData }: Route.ComponentProps) {
  const { design, previous, next } = loaderData;
  return (
    <article className={styles.page} aria-labelledby="design-name">
      <nav aria-label={designPage.breadcrumb.label} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to={paths.collection}>{designPage.breadcrumb.collection}</Link>
          </li>
          <li>
            <span aria-current="page">{design.name}</span>
          </li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <DesignViewer name={design.name} photos={design.photos} labels={designPage.viewer} />
        <div className={styles.details}>
          <p className={styles.eyebrow}>{designPage.eyebrow[design.section]}</p>
          <h1 id="design-name" className={styles.name}>
            {design.name}
          </h1>
          <p className={styles.price}>
            <NairaPrice amount={design.price} words={designPage.price} />
          </p>
          {/* The price and the way to order straight under the name: on a phone all are on the first screen. */}
          <DesignActions design={{ slug: design.slug, name: design.name }} title={designPageTitle(design)} />
          <CurrencyControl words={currencyControl} />
          {design.priceIncludes && (
            <p className={styles.includes}>
              {fillIn(designPage.price.includes, { what: design.priceIncludes })}
            </p>
          )}
          <p className={styles.summary}>{design.summary}</p>
          <p className={styles.made}>{designPage.made}</p>
        </div>
      </div>
      {(previous || next) && (
        <nav aria-label={designPage.neighbours.label} className={styles.neighbours}>
          {previous && (
            <Link to={designPath(previous.slug)} rel="prev">
              <span className={styles.neighbourLabel}>{designPage.neighbours.previous}</span>
              <span className={styles.neighbourName}>{previous.name}</span>
            </Link>
          )}
          <Link to={paths.collection} className={styles.all}>
            {collectionPage.heading}
          </Link>
          {next && (
            <Link to={designPath(next.slug)} rel="next">
              <span className={styles.neighbourLabel}>{designPage.neighbours.next}</span>
              <span className={styles.neighbourName}>{next.name}</span>
            </Link>
          )}
        </nav>
      )}
    </article>
  );
}
