// Kept in the browser so a reload or a phone call in the middle never costs the visitor what was typed.
// One draft per form.
export type DraftForm = "order" | "inquiry";

const storageKey = (form: DraftForm) => `ivory-adire:${form}-draft`;

export type Draft = Record<string, string>;

export function readDraft(form: HTMLFormElement): Draft {
  const draft: Draft = {};
  for (const element of Array.from(form.elements)) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    )) {
      continue;
    }
    if (!element.name || element.name.startsWith("_")) continue;
    if (element instanceof HTMLInputElement && (element.type === "file" || element.type === "hidden"))
      continue;
    if (element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox")) {
      if (element.checked) draft[element.name] = element.value;
      continue;
    }
    draft[element.name] = element.value;
  }
  return draft;
}

export function applyDraft(form: HTMLFormElement, draft: Draft): boolean {
  let restored = false;
  for (const [name, value] of Object.entries(draft)) {
    const element = form.elements.namedItem(name);
    // Even over a default: inches must not come back read as centimetres.
    if (element instanceof RadioNodeList) {
      if (value !== "" && element.value !== value) {
        element.value = value;
        restored ||= element.value === value;
      }
      continue;
    }
    if (
      (element instanceof HTMLInputElement && element.type !== "file" && element.type !== "hidden") ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    ) {
      if (value !== "" && element.value === "") {
        element.value = value;
        restored = true;
      }
    }
  }
  return restored;
}

export function saveDraft(form: DraftForm, draft: Draft): void {
  try {
    if (Object.values(draft).some((value) => value !== "")) {
      localStorage.setItem(storageKey(form), JSON.stringify(draft));
    } else {
      localStorage.removeItem(storageKey(form));
    }
  } catch {
    // Private mode or a full quota: the form still works, just without a saved draft.
  }
}

export function loadDraft(form: DraftForm): Draft | null {
  try {
    const raw = localStorage.getItem(storageKey(form));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return null;
  }
}

export function clearDraft(form: DraftForm): void {
  try {
    localStorage.removeItem(storageKey(form));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
