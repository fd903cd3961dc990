/**
 * Keeps what a visitor typed into the order form in their own browser, so a reload, a dropped
 * connection or a phone call in the middle never costs them the order. Files are never stored.
 */
const storageKey = "ivory-adire:order-draft";

export type Draft = Record<string, string>;

/** Reads the text fields of a form, leaving out files and the service's hidden fields. */
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
    // A radio group or checkbox is its checked value; an unchecked one says nothing.
    if (element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox")) {
      if (element.checked) draft[element.name] = element.value;
      continue;
    }
    draft[element.name] = element.value;
  }
  return draft;
}

/** Puts a saved draft back into the form. Returns whether anything was restored. */
export function applyDraft(form: HTMLFormElement, draft: Draft): boolean {
  let restored = false;
  for (const [name, value] of Object.entries(draft)) {
    const element = form.elements.namedItem(name);
    // A radio group: the choice is put back even over a default (a unit of inches must not come
    // back read as centimetres).
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

export function saveDraft(draft: Draft): void {
  try {
    if (Object.values(draft).some((value) => value !== "")) {
      localStorage.setItem(storageKey, JSON.stringify(draft));
    } else {
      localStorage.removeItem(storageKey);
    }
  } catch {
    // Private mode or a full quota: the form still works, only the safety net is gone.
  }
}

export function loadDraft(): Draft | null {
  try {
    const raw = localStorage.getItem(storageKey);
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

export function clearDraft(): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
