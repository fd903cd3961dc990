import { useLocation } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { fillIn } from "~/lib/fill-in";
import { readOrderReference, referenceParameter } from "~/lib/order-reference";
import { useHydrated } from "~/lib/use-hydrated";
import styles from "./order-reference.module.css";

export interface OrderReferenceProps {
  copy: {
    label: string;
    hint: string;
    followUp: string;
    /** The WhatsApp message; `{reference}` is filled in. */
    message: string;
  };
  /** The studio's WhatsApp chat address, `https://wa.me/<number>`. */
  whatsapp: string;
}

/**
 * The reference of the order just placed, read from the thank-you page's address, and a WhatsApp
 * message to the studio that quotes it. Shown only after hydration (the prerendered page cannot
 * know the address) and only for a reference of the shape the order form makes.
 */
export function OrderReference({ copy, whatsapp }: OrderReferenceProps) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const reference = hydrated ? readOrderReference(new URLSearchParams(search).get(referenceParameter)) : null;
  if (!reference) return null;
  const chat = `${whatsapp}?text=${encodeURIComponent(fillIn(copy.message, { reference }))}`;
  return (
    <div className={styles.reference}>
      <p className={styles.label}>{copy.label}</p>
      <p className={styles.code}>
        <strong>{reference}</strong>
      </p>
      <p>{copy.hint}</p>
      <ButtonLink href={chat} variant="outline">
        {copy.followUp}
      </ButtonLink>
    </div>
  );
}
