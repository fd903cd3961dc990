// Loaded only when an inquiry is pressed with no connection: the contact page's first load stays light.
import { serviceFields } from "../form-service";
import { makeOrderReference } from "../order-reference";
import { keepForLater } from "./keep-order";

/** Keeps the inquiry to go by AJAX; its reference, or null when the phone could not keep it. */
export async function keepInquiry(data: FormData, prefix: string): Promise<string | null> {
  const reference = makeOrderReference(prefix, new Date());
  data.set("reference", reference);
  // The AJAX address e-mails her no reply, so none is asked for.
  data.delete(serviceFields.autoresponse);
  return (await keepForLater(reference, data, { kind: "inquiry" })) ? reference : null;
}
