import { type RefObject, useEffect, useState } from "react";

/**
 * What a form posted plainly to the form service needs with script: a send held while offline
 * (no outbox on this phone) goes by itself when the connection is back, and a post the CSP
 * refuses is said beside the button rather than left unanswered.
 */
export function usePlainPost(form: RefObject<HTMLFormElement | null>, blockedMessage: string) {
  const [alert, setAlert] = useState("");
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!held) return;
    const sendNow = () => {
      setHeld(false);
      form.current?.requestSubmit();
    };
    window.addEventListener("online", sendNow);
    return () => window.removeEventListener("online", sendNow);
  }, [held, form]);
  useEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective === "form-action") setAlert(blockedMessage);
    };
    document.addEventListener("securitypolicyviolation", onViolation);
    return () => document.removeEventListener("securitypolicyviolation", onViolation);
  }, [blockedMessage]);
  return { alert, held, hold: () => setHeld(true) };
}
