import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { mainNavigation, navigation } from "~/content/navigation";
import { studio } from "~/content/studio";
import { footerLinks } from "~/lib/navigation";
import { paths } from "~/lib/paths";
import styles from "./site-footer.module.css";

const noSubscription = () => () => {};

// Hydration starts from the build year in the prerendered HTML, so the two never mismatch.
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export function SiteFooter() {
  const year = useCurrentYear();
  const quickLinks = footerLinks(mainNavigation);
  const { address } = studio;
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div>
          <h2 id="footer-brand" className={styles.brand}>
            {studio.name}
          </h2>
          <p className={styles.blurb}>{studio.blurb}</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {navigation.footer.quickLinksHeading}
          </h2>
          <ul className={styles.list}>
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.book}>{navigation.footer.book}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 id="footer-contact" className={styles.heading}>
            {navigation.footer.contactHeading}
          </h2>
          <address className={styles.list}>
            <span>
              {address.area}, {address.city}, {address.region}
            </span>
            <a href={studio.phone.href}>{studio.phone.display}</a>
            <a href={studio.email.href}>{studio.email.display}</a>
            <a href={studio.social.href} target="_blank" rel="noopener noreferrer">
              {studio.social.label} {studio.social.handle}
            </a>
          </address>
        </div>
      </div>
      <p className={styles.copyright}>
        © {year} {studio.name}. {navigation.footer.rights}
      </p>
    </footer>
  );
}
