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
    message: string;
  };
  whatsapp: string;
  /** The Book page with a fitting chosen; the reference is added to it. */
  fitting?: { href: string; label: string };
}

// Only after hydration: the prerendered page cannot know the URL.
export function OrderReference({ copy, whatsapp, fitting }: OrderReferenceProps) {
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
      {fitting ? (
        <ButtonLink href={`${fitting.href}&${new URLSearchParams({ reference })}`} variant="outline">
          {fitting.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}
