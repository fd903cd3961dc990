import { Camera, Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import type { contactPage, studioVisit } from "~/content/contact";
import { useNearViewport } from "~/lib/use-near-viewport";
import type { studio as studioDetails } from "~/content/studio";
import styles from "./visit-panel.module.css";

export interface VisitPanelProps {
  copy: (typeof contactPage)["visit"];
  studio: typeof studioDetails;
  visit: typeof studioVisit;
  /** The Book page, beside the hours that say "by appointment". */
  book?: { href: string; label: string };
}

// The map frame is only in a <noscript> until it nears the screen, so another site's page never
// competes with the studio's own on a slow link.
export function VisitPanel({ copy, studio, visit, book }: VisitPanelProps) {
  const { address } = studio;
  const { ref, hasBeenNear } = useNearViewport<HTMLDivElement>();
  const map = (
    <iframe
      className={styles.map}
      title={copy.mapTitle}
      src={visit.map}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      width="600"
      height="450"
    />
  );
  return (
    <section className={styles.panel} aria-labelledby="visit-heading">
      <h2 id="visit-heading" className={styles.heading}>
        {copy.heading}
      </h2>
      <ul className={styles.details}>
        <li>
          <MapPin aria-hidden="true" size={20} />
          <div>
            <p>
              {address.area}, {address.city}, {address.region}, {address.country}
            </p>
            <a href={visit.directions} target="_blank" rel="noopener noreferrer">
              {copy.mapLink}
            </a>
          </div>
        </li>
        <li>
          <Mail aria-hidden="true" size={20} />
          <div>
            <p className={styles.term}>{copy.email}</p>
            <a href={studio.email.href}>{studio.email.display}</a>
          </div>
        </li>
        <li>
          <Phone aria-hidden="true" size={20} />
          <div>
            <p className={styles.term}>{copy.phone}</p>
            <a href={studio.phone.href}>{studio.phone.display}</a>
          </div>
        </li>
        <li>
          <Camera aria-hidden="true" size={20} />
          <div>
            <p className={styles.term}>{copy.social}</p>
            <a href={studio.social.href} target="_blank" rel="noopener noreferrer">
              {studio.social.label} {studio.social.handle}
            </a>
          </div>
        </li>
        <li>
          <Clock aria-hidden="true" size={20} />
          <div>
            <p className={styles.term}>{copy.hours}</p>
            <p>{visit.hours}</p>
            {book ? <Link to={book.href}>{book.label}</Link> : null}
          </div>
        </li>
      </ul>
      <div ref={ref} className={styles.mapFrame}>
        {hasBeenNear ? map : <noscript>{map}</noscript>}
      </div>
    </section>
  );
}
