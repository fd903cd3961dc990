import { useEffect, useEffectEvent, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { DesignSummary } from "~/content/design-index";
import { designParameter, requestedDesign } from "./design-links";
import type * as designPrefill from "./design-prefill";
import type { FoundDesign } from "./design-prefill";

export type DesignPrefillModule = typeof designPrefill;

export interface DesignPrefill {
  design: DesignSummary | null;
  /** The `design` field's value: the design's name and address. */
  field: string;
  dismiss: () => void;
}

// The index, and the code that reads it, are fetched only when the URL names a design, so a plain
// visit loads nothing more.
export function useDesignPrefill(
  fill: (found: FoundDesign, prefill: DesignPrefillModule) => void,
): DesignPrefill {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const [found, setFound] = useState<{ search: string; design: DesignSummary; field: string } | null>(null);
  const onFound = useEffectEvent(fill);

  useEffect(() => {
    const slug = requestedDesign(search);
    if (!slug) return;
    const controller = new AbortController();
    void import("./design-prefill").then(
      async (prefill) => {
        const result = await prefill.lookUpDesign(slug, controller.signal);
        if (!result || controller.signal.aborted) return;
        onFound(result, prefill);
        setFound({ search, design: result.design, field: prefill.designFieldValue(result.design) });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [search]);

  const current = found?.search === search ? found : null;
  return {
    // A link to the same form without `?design=` (the menu's, say) drops the design.
    design: current?.design ?? null,
    field: current?.field ?? "",
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
