import { useEffect, useEffectEvent, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { DesignSummary } from "~/content/design-index";
import { designParameter } from "./design-links";
import { type FoundDesign, lookUpDesign, requestedDesign } from "./design-prefill";

export interface DesignPrefill {
  design: DesignSummary | null;
  dismiss: () => void;
}

// The index is fetched only when the URL names a design, so a plain visit loads nothing more.
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
    // A link to the same form without `?design=` (the menu's, say) drops the design.
    design: found?.search === search ? found.design : null,
    // Removed from the URL too, so a reload does not bring it back.
    dismiss: () => {
      setFound(null);
      const rest = new URLSearchParams(search);
      rest.delete(designParameter);
      const query = rest.toString();
      void navigate({ search: query ? `?${query}` : "", hash }, { replace: true, preventScrollReset: true });
    },
  };
}
