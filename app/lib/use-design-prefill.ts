import { useEffect, useEffectEvent, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { DesignSummary } from "~/content/design-index";
import { designParameter } from "./design-links";
import { type FoundDesign, lookUpDesign, requestedDesign } from "./design-prefill";

export interface DesignPrefill {
  /** The design the form is about, once found in the index; null when there is none. */
  design: DesignSummary | null;
  /** The visitor says the form is not about this design after all. */
  dismiss: () => void;
}

/**
 * When the address names a design (`?design=<slug>`), looks it up in the collection's index (only
 * then: a plain visit to the form loads nothing more) and hands it to `fill` once, for the form
 * to start out about it. A design that is not in the index, or an index that cannot be loaded,
 * leaves the form as it is.
 */
export function useDesignPrefill(fill: (found: FoundDesign) => void): DesignPrefill {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const [found, setFound] = useState<{ search: string; design: DesignSummary } | null>(null);
  const onFound = useEffectEvent(fill);

  useEffect(() => {
    const slug = requestedDesign(search);
    if (!slug) return;
    const controller = new AbortController();
    void lookUpDesign(slug, controller.signal).then((result) => {
      if (!result || controller.signal.aborted) return;
      onFound(result);
      setFound({ search, design: result.design });
    });
    return () => controller.abort();
  }, [search]);

  return {
    // Followed to the same form without the design (the menu's link, say), the note goes.
    design: found?.search === search ? found.design : null,
    // The address forgets the design too, so a reload does not bring it back; it is replaced in
    // place, where the visitor is on the page.
    dismiss: () => {
      setFound(null);
      const rest = new URLSearchParams(search);
      rest.delete(designParameter);
      const query = rest.toString();
      void navigate({ search: query ? `?${query}` : "", hash }, { replace: true, preventScrollReset: true });
    },
  };
}
