import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { formProblems as copy } from "~/content/form-problems";
// Types only: the e-mail check is fetched once the address is typed or the form is sent.
import type * as EmailSuggestion from "~/lib/email-suggestion";
import { fillIn } from "~/lib/fill-in";
import styles from "./form-problems.module.css";

let emailSuggestion: Promise<void> | null = null;
let checkEmail: typeof EmailSuggestion.checkEmail | null = null;

/** Never fails: without the check (the connection dropped), the browser's own rules still hold. */
function loadEmailSuggestion(): Promise<void> {
  emailSuggestion ??= import("~/lib/email-suggestion").then(
    (loaded) => {
      checkEmail = loaded.checkEmail;
    },
    () => {
      emailSuggestion = null;
    },
  );
  return emailSuggestion;
}

interface Problem {
  name: string;
  id: string;
  label: string;
  message: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

function labelOf(control: Control): string {
  const label = control.labels?.[0]?.textContent?.trim();
  return label || control.closest("fieldset")?.querySelector("legend")?.textContent?.trim() || control.name;
}

function messageOf(control: Control): string {
  const { validity } = control;
  if (validity.customError) return control.validationMessage;
  if (validity.valueMissing)
    return control instanceof HTMLInputElement && control.type !== "radio" ? copy.missing : copy.choose;
  if (validity.typeMismatch && control.type === "email") return copy.emailShape;
  return control.validationMessage;
}

export interface FormProblems {
  /** Each field's own message, for `Field`'s `error` (by field name). */
  errors: Readonly<Record<string, ReactNode>>;
  /** A suggestion beside a field that is not wrong, for `Field`'s `note`. */
  notes: Readonly<Record<string, ReactNode>>;
  /** Checks every field; false (and the summary shown and focused) when something needs fixing. */
  check(): boolean;
  summary: ProblemSummaryProps;
}

/**
 * Every problem of a form at once, instead of the browser's one bubble at a time: with script the
 * form is `noValidate`, and a send asks `check()`, which reads each field's own rules (`required`,
 * `type`, `min`, and any custom validity set before it) into a summary at the top and a message
 * beside each field. Each clears as its field is fixed. The `email` field also gets "Did you mean
 * adeola@gmail.com?" with a button that puts it in: an error when the address has no dot after
 * the @, a suggestion for a near miss of a common provider.
 */
export function useFormProblems(form: RefObject<HTMLFormElement | null>, emailField = "email"): FormProblems {
  const [problems, setProblems] = useState<readonly Problem[]>([]);
  const [suggestion, setSuggestion] = useState<{ address: string; incomplete: boolean } | null>(null);
  const [shown, setShown] = useState(0);
  const summary = useRef<HTMLDivElement>(null);

  const emailControl = () => {
    const found = form.current?.elements.namedItem(emailField);
    return found instanceof HTMLInputElement ? found : null;
  };

  /** The e-mail's own check, as the field's custom validity, so it joins the others. */
  const checkEmailField = () => {
    const input = emailControl();
    if (!input) return;
    const found = checkEmail?.(input.value) ?? null;
    const message = !found?.incomplete
      ? ""
      : found.suggestion
        ? fillIn(copy.didYouMean, { email: found.suggestion })
        : copy.emailIncomplete;
    input.setCustomValidity(message);
    setSuggestion(found?.suggestion ? { address: found.suggestion, incomplete: found.incomplete } : null);
  };

  const collect = (only?: ReadonlySet<string>): Problem[] => {
    const element = form.current;
    if (!element) return [];
    const found = new Map<string, Problem>();
    for (const control of Array.from(element.elements)) {
      if (!isControl(control) || !control.name || found.has(control.name)) continue;
      if (only && !only.has(control.name)) continue;
      // checkValidity fires `invalid`, which a part of the form may use to show its own message.
      if (!control.willValidate || control.checkValidity()) continue;
      found.set(control.name, {
        name: control.name,
        id: control.id,
        label: labelOf(control),
        message: messageOf(control),
      });
    }
    return [...found.values()];
  };

  // After the form's other listeners, which may change a field's custom validity.
  const recheck = useEffectEvent(() => {
    if (problems.length === 0) return;
    if (problems.some((problem) => problem.name === emailField)) checkEmailField();
    const left = collect(new Set(problems.map((problem) => problem.name)));
    const same =
      left.length === problems.length &&
      left.every((problem, index) => problem.message === problems[index]?.message);
    if (!same) setProblems(left);
  });
  const onChange = useEffectEvent((event: Event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === emailField) {
      void loadEmailSuggestion().then(checkEmailField);
    }
  });

  // With script the summary takes the browser's place; without, its own checks stop the post.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.setAttribute("novalidate", "");
    let timer = 0;
    const later = (event: Event) => {
      // Fetched while the address is typed, so it is here when the field is left.
      if (event.target instanceof HTMLInputElement && event.target.name === emailField) {
        void loadEmailSuggestion();
      }
      window.clearTimeout(timer);
      timer = window.setTimeout(recheck);
    };
    element.addEventListener("input", later);
    element.addEventListener("change", onChange);
    element.addEventListener("change", later);
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener("input", later);
      element.removeEventListener("change", onChange);
      element.removeEventListener("change", later);
    };
  }, [form, emailField]);

  useEffect(() => {
    if (shown > 0) summary.current?.focus();
  }, [shown]);

  const accept = (address: string) => {
    const input = emailControl();
    if (!input) return;
    input.value = address;
    input.setCustomValidity("");
    setSuggestion(null);
    input.focus();
    // As if typed: the draft keeps it and the summary lets it go.
    input.dispatchEvent(new Event("input", { bubbles: true }));
  };

  const suggestionNode = suggestion ? (
    <>
      {copy.didYouMean.split("{email}")[0]}
      <button type="button" className={styles.suggestion} onClick={() => accept(suggestion.address)}>
        {suggestion.address}
      </button>
      {copy.didYouMean.split("{email}")[1]}
    </>
  ) : null;

  const errors: Record<string, ReactNode> = {};
  for (const problem of problems) {
    errors[problem.name] =
      problem.name === emailField && suggestion?.incomplete ? suggestionNode : problem.message;
  }
  const notes: Record<string, ReactNode> =
    suggestionNode && !errors[emailField] && !suggestion?.incomplete ? { [emailField]: suggestionNode } : {};

  return {
    errors,
    notes,
    check() {
      // Fetched as the address is typed; if not here yet, the browser's own e-mail rule still holds.
      void loadEmailSuggestion();
      checkEmailField();
      const found = collect();
      setProblems(found);
      if (found.length > 0) setShown((count) => count + 1);
      return found.length === 0;
    },
    summary: { problems, ref: summary },
  };
}

export interface ProblemSummaryProps {
  problems: readonly Problem[];
  ref: RefObject<HTMLDivElement | null>;
}

/** "2 things to fix", each a link that takes the focus to its field. */
export function ProblemSummary({ problems, ref }: ProblemSummaryProps) {
  const headingId = useId();
  if (problems.length === 0) return null;
  const go = (problem: Problem) => {
    const control = document.getElementById(problem.id);
    // The label too, where it sits above the field.
    control?.closest("div")?.scrollIntoView({ block: "center" });
    control?.focus({ preventScroll: true });
  };
  // Focused when shown, so a screen reader reads its heading; the list follows.
  return (
    <div ref={ref} role="group" aria-labelledby={headingId} tabIndex={-1} className={styles.summary}>
      <h3 id={headingId} className={styles.heading}>
        {problems.length === 1 ? copy.one : fillIn(copy.many, { count: problems.length })}
      </h3>
      <ul className={styles.list}>
        {problems.map((problem) => (
          <li key={problem.name}>
            <a
              href={`#${problem.id}`}
              onClick={(event) => {
                event.preventDefault();
                go(problem);
              }}
            >
              {problem.message.startsWith(problem.label)
                ? problem.message
                : `${problem.label}: ${problem.message}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
