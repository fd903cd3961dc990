import { ButtonLink } from "~/components/button-link";
import styles from "./call-to-action.module.css";

export interface CallToActionProps {
  heading: string;
  text: string;
  action: { label: string; href: string };
}

export function CallToAction({ heading, text, action }: CallToActionProps) {
  return (
    <section className={styles.band} aria-labelledby="cta-heading">
      <h2 id="cta-heading" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.text}>{text}</p>
      <ButtonLink href={action.href} variant="light">
        {action.label}
      </ButtonLink>
    </section>
  );
}
