import { MessageCircle, Scissors, Share2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { bookingLinks } from "~/content/booking-links";
import { designPage } from "~/content/design-page";
import { studio } from "~/content/studio";
import {
  askAboutDesignHref,
  bookAboutDesignHref,
  designUrl,
  designWhatsappMessage,
  groupOrderDesignHref,
  orderDesignHref,
  whatsappWithMessage,
} from "~/lib/design-links";
import { untilHydrated, useHydrated } from "~/lib/use-hydrated";
import styles from "./design-actions.module.css";

export interface DesignActionsProps {
  design: { slug: string; name: string };
  title: string;
}

type Shared = { state: "idle" } | { state: "copied" } | { state: "by-hand" };

// Share needs script, so it stays out of sight until hydration; the rest are plain links.
export function DesignActions({ design, title }: DesignActionsProps) {
  const hydrated = useHydrated();
  const [shared, setShared] = useState<Shared>({ state: "idle" });
  const url = designUrl(design.slug);
  const { actions } = designPage;

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setShared({ state: "copied" });
    } catch {
      setShared({ state: "by-hand" });
    }
  }

  return (
    <div className={styles.actions}>
      <ButtonLink href={orderDesignHref(design.slug)}>{actions.order}</ButtonLink>
      <ButtonLink href={askAboutDesignHref(design.slug)} variant="outline">
        {actions.ask}
      </ButtonLink>
      <ButtonLink href={bookAboutDesignHref(design.slug)} variant="outline">
        {bookingLinks.design}
      </ButtonLink>
      <div className={styles.secondary}>
        <Link className={styles.plain} to={groupOrderDesignHref(design.slug)}>
          <Scissors aria-hidden="true" size={18} />
          {actions.group}
        </Link>
        <a
          className={styles.plain}
          href={whatsappWithMessage(studio.whatsapp.href, designWhatsappMessage(design))}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden="true" size={18} />
          {actions.whatsapp}
        </a>
        <button type="button" className={untilHydrated(hydrated, styles.plain)} onClick={() => void share()}>
          <Share2 aria-hidden="true" size={18} />
          {actions.share}
        </button>
      </div>
      <div role="status" className={styles.status}>
        {shared.state === "copied" && <p>{actions.copied}</p>}
        {shared.state === "by-hand" && (
          <p>
            {actions.copyByHand}{" "}
            <input
              className={styles.link}
              readOnly
              value={url}
              aria-label={actions.copyByHand}
              onFocus={(event) => event.currentTarget.select()}
            />
          </p>
        )}
      </div>
    </div>
  );
}
