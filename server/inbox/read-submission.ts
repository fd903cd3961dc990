/**
 * Turns a request to the inbox into a submission, the way FormSubmit reads it: urlencoded or
 * multipart bodies (parsed by the platform's FormData parser through Hono, never by hand) and JSON.
 */
import type { HonoRequest } from "hono";
import { attachmentLimitBytes, isSpecialField } from "./form-protocol";
import type { IncomingSubmission, SubmissionKind } from "./submission";

export type SubmissionProblem = "too-large" | "unsupported-type" | "malformed";

export type ReadResult =
  { ok: true; submission: IncomingSubmission } | { ok: false; problem: SubmissionProblem };

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export async function readSubmission(
  request: HonoRequest,
  formId: string,
  kind: SubmissionKind,
): Promise<ReadResult> {
  const mediaType = request.header("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";

  let values: Map<string, string[]>;
  const files: IncomingSubmission["files"] = [];
  try {
    if (mediaType === "application/json") {
      values = jsonValues(await request.json<unknown>());
    } else if (formTypes.has(mediaType)) {
      values = new Map();
      for (const [name, value] of await request.formData()) {
        if (typeof value === "string") {
          values.set(name, [...(values.get(name) ?? []), value]);
        } else if (value.size > 0 || value.name !== "") {
          // An empty file input still sends a nameless, empty part; that is not an attachment.
          files.push({ field: name, file: value });
        }
      }
    } else {
      return { ok: false, problem: "unsupported-type" };
    }
  } catch {
    return { ok: false, problem: "malformed" };
  }

  const totalFileBytes = files.reduce((sum, { file }) => sum + file.size, 0);
  if (totalFileBytes > attachmentLimitBytes) return { ok: false, problem: "too-large" };

  // Checkboxes and multi-selects repeat a name; the e-mail shows them as one list.
  const joined = [...values].map(([name, entries]) => [name, entries.join(", ")] as const);
  // fromEntries defines own properties, so a field called "__proto__" cannot replace a prototype.
  const fields = Object.fromEntries(joined.filter(([name]) => !isSpecialField(name)));
  const special = Object.fromEntries(joined.filter(([name]) => isSpecialField(name)));
  return { ok: true, submission: { formId, kind, fields, special, files } };
}

/** A JSON body must be an object; its values become text the way they would read in an e-mail. */
function jsonValues(body: unknown): Map<string, string[]> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new TypeError("A JSON submission must be an object.");
  }
  return new Map(Object.entries(body).map(([name, value]) => [name, [asText(value)]]));
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(asText).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
