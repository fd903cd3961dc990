import {
  memo,
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type Ref,
} from "react";
import { ImagePlus } from "lucide-react";
import { Field } from "~/components/field";
import { fillIn } from "~/lib/fill-in";
import type { orderPhotos } from "~/content/order-photos";
import {
  extensionOf,
  formatFileSize,
  isImageFile,
  maxPhotos,
  photoFields,
  photoFileName,
  photoRoom,
  photoSetBudgetBytes,
  photoTargetBytes,
} from "~/lib/attachment";
// Types only: the shrinker itself is fetched with import() once a photo is chosen.
import type * as PhotoShrink from "~/lib/photo-shrink";
// Types only: the draft's photos are kept and read by a module fetched when needed.
import type { DraftPhoto } from "~/lib/photo-draft";
import { useHydrated } from "~/lib/use-hydrated";
import styles from "./order-photos.module.css";

// The field names live with the other photo rules, where the browser tests can read them too.
export { photoFields };

export type PhotoCopy = typeof orderPhotos;
export type PhotoKind = keyof PhotoCopy["kinds"];

/** What a new photo shows until the customer says otherwise: the first unused of these, then Other. */
const defaultKinds: readonly PhotoKind[] = ["inspiration", "fabric", "photo-of-me"];

export type PreparedPhotos =
  | { ok: true; files: Array<{ field: string; file: File }>; summary: string }
  /**
   * Nothing may be sent yet. `inField`: the message is the field's own error, shown beside it, and
   * the focus is on the field already; otherwise the form says it where it reports sending.
   */
  | { ok: false; message: string; inField?: true };

export interface OrderPhotosHandle {
  /** Waits for every chosen photo to be made small and returns what to send, in list order. */
  prepare(): Promise<PreparedPhotos>;
  /** Empties the list and the input (after a successful order). */
  clear(): void;
}

/** The photos of a draft brought back after a reload: how many, or "lost" when they could not be. */
export type RestoredPhotos = number | "lost";

export interface OrderPhotosProps {
  copy: PhotoCopy;
  ref?: Ref<OrderPhotosHandle>;
  /** Stable (a state setter): the part is memoised. */
  onRestored?: (restored: RestoredPhotos) => void;
}

/**
 * "refused": chosen but not to be sent (not a photo, or one this phone cannot read): it stays in the
 * list, named, with its message beside the field, and nothing is sent until the customer removes it
 * or chooses again. `retry`: refused only for want of room, so it is tried again once a photo goes.
 */
type Outcome =
  | { step: "waiting" }
  | ({ step: "shrunk" } & PhotoShrink.ShrunkPhoto)
  | { step: "refused"; message: string; retry: boolean };

type ShrunkOutcome = Extract<Outcome, { step: "shrunk" }>;

interface Photo {
  id: number;
  file: File;
  /** The size chosen: a photo brought back from the draft is already small. */
  bytes: number;
  kind: PhotoKind;
  outcome: Outcome;
}

type Shrinker = typeof PhotoShrink;
let shrinker: Promise<Shrinker> | null = null;

/** Fetched once, when the first photo is chosen; a failed fetch (the connection dropped) is tried again next time. */
function loadShrinker(): Promise<Shrinker> {
  shrinker ??= import("~/lib/photo-shrink").catch((error: unknown) => {
    shrinker = null;
    throw error;
  });
  return shrinker;
}

/**
 * A photo made small, or null when the browser cannot open it (HEIC on Chrome, a damaged photo).
 * "unavailable" when the shrinker itself could not be fetched (the connection dropped). Either way
 * the photo is never sent as the camera wrote it, location and all.
 */
async function shrink(
  file: File,
  targetBytes: number,
): Promise<PhotoShrink.ShrunkPhoto | null | "unavailable"> {
  let module: Shrinker;
  try {
    module = await loadShrinker();
  } catch {
    return "unavailable";
  }
  try {
    return await module.shrinkPhoto(file, targetBytes);
  } catch {
    return null;
  }
}

/** Choosing the same photo twice adds it once. */
function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified && a.type === b.type;
}

function isRefused(photo: Photo): boolean {
  return photo.outcome.step === "refused";
}

/** The photos that will be sent (or are still being made small), in list order. */
function toSend(photos: readonly Photo[]): Photo[] {
  return photos.filter((photo) => !isRefused(photo));
}

/** The bytes a photo will be sent as; one still waiting is counted at the target it will be made to. */
function sentBytes(photo: Photo): number {
  if (photo.outcome.step === "shrunk") return photo.outcome.blob.size;
  if (photo.outcome.step === "refused") return 0;
  return Math.min(photo.file.size, photoTargetBytes);
}

/** `index`: its place among the photos sent. Always a JPEG: only photos made small are sent. */
function sentName(photo: Photo, index: number): string {
  return photoFileName(photo.kind, index + 1, "jpg");
}

function sentFile(photo: Photo & { outcome: ShrunkOutcome }, index: number): File {
  return new File([photo.outcome.blob], sentName(photo, index), { type: "image/jpeg" });
}

/** Several messages as one text for the field's error: each one a sentence. */
function asSentences(messages: readonly string[]): string {
  if (messages.length < 2) return messages[0] ?? "";
  return messages.map((message) => (/[.!?…]$/.test(message) ? message : `${message}.`)).join(" ");
}

/** The photos made small, as the draft keeps them; waiting ones are kept once they are ready. */
function keepDraft(photos: readonly Photo[]): void {
  if (photos.some((photo) => photo.outcome.step === "waiting")) return;
  const kept: DraftPhoto[] = photos.flatMap((photo) =>
    photo.outcome.step === "shrunk"
      ? [
          {
            name: photo.file.name,
            bytes: photo.bytes,
            lastModified: photo.file.lastModified,
            kind: photo.kind,
            blob: photo.outcome.blob,
            width: photo.outcome.width,
            height: photo.outcome.height,
            thumbnail: photo.outcome.thumbnail,
          },
        ]
      : [],
  );
  import("~/lib/photo-draft")
    .then(({ keepPhotos }) => keepPhotos(kept))
    .catch((error: unknown) => console.warn("The photos could not be kept with the draft:", error));
}

/**
 * Keeps the file input holding what the list shows, so the form's own data agrees with the page.
 * Browsers without a DataTransfer constructor keep the last choice; `prepare` is what is sent.
 */
function syncInput(input: HTMLInputElement | null, photos: readonly Photo[]): void {
  if (!input) return;
  if (photos.length === 0) {
    input.value = "";
    return;
  }
  if (typeof DataTransfer === "undefined") return;
  try {
    const transfer = new DataTransfer();
    for (const photo of photos) transfer.items.add(photo.file);
    input.files = transfer.files;
  } catch {
    // An input whose files cannot be set keeps the last choice; the list is still what is sent.
  }
}

/**
 * The order form's photos. Without script (and before the framework runs) it is one plain file
 * field that posts its photo as it is. With script it takes up to four photos, adding each choice
 * to a list, and makes each smaller in the page as soon as it is added (one at a time, upright,
 * JPEG, no location or camera data), so a 48 MP photo reaches the studio in a few hundred KB.
 * A chosen file that cannot be sent (not a photo, or a photo this phone cannot read) is never
 * dropped: it stays in the list, named in the field's error, and `prepare()` refuses to send,
 * focusing the field, until the customer removes it or chooses again.
 * The form asks for the result through the handle: `prepare()` before sending, `clear()` after.
 * Memoised: the form renders again once hydrated (today's date) and as its choices change; this
 * part, only when its own state moves.
 */
export const OrderPhotos = memo(function OrderPhotos({ copy, ref, onRestored }: OrderPhotosProps) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [photos, setPhotos] = useState<readonly Photo[]>([]);
  // The list as the asynchronous work must see it: state is a render behind.
  const latest = useRef<readonly Photo[]>([]);
  const work = useRef(new Map<number, Promise<void>>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Photos whose shrinker could not be fetched yet.
  const unavailable = useRef(new Set<number>());
  const nextId = useRef(1);
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const mounted = useRef(false);
  const [notice, setNotice] = useState("");
  const [status, setStatus] = useState("");
  const noticeId = useId();
  const errorId = useId();

  const commit = (next: readonly Photo[], keep = true) => {
    latest.current = next;
    setPhotos(next);
    syncInput(input.current, next);
    if (keep) keepDraft(next);
  };

  const countMessage = (count: number) =>
    count === 0 ? copy.status.none : count === 1 ? copy.status.one : fillIn(copy.status.many, { count });

  /** The photo stays in the list, named and not to be sent; the field says why. */
  const refuse = (id: number, message: string, retry = false) => {
    const remove = removeButtons.current.get(id);
    // Its "What it shows" goes: a focus there moves to the row's Remove.
    if (remove?.closest("li")?.contains(document.activeElement)) remove.focus();
    commit(
      latest.current.map((photo) =>
        photo.id === id ? { ...photo, outcome: { step: "refused", message, retry } } : photo,
      ),
    );
    work.current.delete(id);
    setStatus(message);
  };

  const settle = (id: number, outcome: ShrunkOutcome) => {
    const list = latest.current.map((photo) => (photo.id === id ? { ...photo, outcome } : photo));
    commit(list);
    const sending = toSend(list);
    const index = sending.findIndex((photo) => photo.id === id);
    const photo = sending[index];
    if (photo) {
      setStatus(
        fillIn(copy.status.ready, { name: sentName(photo, index), size: formatFileSize(sentBytes(photo)) }),
      );
    }
  };

  /** One photo at a time, so a cheap phone never holds two full-size decodes. */
  const process = async (id: number) => {
    const find = () => latest.current.find((photo) => photo.id === id);
    const others = () => latest.current.filter((photo) => photo.id !== id).map(sentBytes);
    const photo = find();
    // Once the customer has left the page, no more photos are decoded for nothing.
    if (!photo || !mounted.current) return;
    const shrunk = await shrink(photo.file, Math.min(photoTargetBytes, photoRoom(others())));
    if (!find()) return;
    // Still waiting: `prepare` tries again, and says so if the connection is still down.
    if (shrunk === "unavailable") {
      unavailable.current.add(id);
      return;
    }
    unavailable.current.delete(id);
    const name = photo.file.name;
    // Never sent as the camera wrote it: a photo this phone cannot read is named, not sent.
    if (!shrunk) refuse(id, fillIn(copy.messages.cannotOpen, { name }));
    // The others may have changed while this one was being made smaller.
    else if (shrunk.blob.size > photoRoom(others())) refuse(id, fillIn(copy.messages.noRoom, { name }), true);
    else settle(id, { step: "shrunk", ...shrunk });
  };

  const schedule = (id: number) => {
    const done = queue.current.then(() => process(id)).catch(() => {});
    queue.current = done;
    work.current.set(id, done);
  };

  const add = (chosen: readonly File[]) => {
    // A new choice is the customer's answer to what was refused before: those files go.
    const list = toSend(latest.current);
    const added: number[] = [];
    const left: File[] = [];
    const refused: string[] = [];
    for (const file of chosen) {
      // A nameless empty part is what a form sends for no file; choosing the same photo again adds nothing.
      if ((file.size === 0 && !file.name) || list.some((photo) => sameFile(photo.file, file))) continue;
      const id = nextId.current++;
      if (!isImageFile(file)) {
        const message = fillIn(copy.messages.notImage, { name: file.name });
        list.push({
          id,
          file,
          bytes: file.size,
          kind: "other",
          outcome: { step: "refused", message, retry: false },
        });
        refused.push(message);
        continue;
      }
      if (toSend(list).length >= maxPhotos) {
        left.push(file);
        continue;
      }
      const used = new Set(toSend(list).map((photo) => photo.kind));
      const kind = defaultKinds.find((candidate) => !used.has(candidate)) ?? "other";
      list.push({ id, file, bytes: file.size, kind, outcome: { step: "waiting" } });
      added.push(id);
    }
    const messages = [
      ...refused,
      left.length === 1
        ? fillIn(copy.messages.tooManyOne, { name: left[0]?.name ?? "" })
        : left.length > 1
          ? fillIn(copy.messages.tooManyMore, {
              count: left.length,
              names: left.map((file) => file.name).join(", "),
            })
          : "",
    ].filter(Boolean);
    // Always committed, even when nothing was added: the picker replaced the input's files.
    commit(list);
    // Refusals are the field's error; the notice is for what was left out.
    setNotice(messages.slice(refused.length).join(" "));
    setStatus(asSentences([...messages, countMessage(toSend(list).length)]));
    for (const id of added) schedule(id);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    add(Array.from(event.currentTarget.files ?? []));
  };

  // A photo chosen before the framework arrived joins the list like any other.
  const adoptEarlyChoice = useEffectEvent(() => {
    const files = input.current?.files;
    if (files?.length) add(Array.from(files));
  });
  // The draft's photos come back after a reload, before any chosen since.
  const restore = useEffectEvent(async () => {
    let kept: DraftPhoto[] = [];
    try {
      const draft = await import("~/lib/photo-draft");
      if (draft.keptPhotoCount() === 0) return;
      kept = await draft.restorePhotos();
    } catch (error) {
      console.warn("The draft's photos could not be read:", error);
    }
    if (!mounted.current) return;
    if (kept.length === 0) {
      onRestored?.("lost");
      return;
    }
    const restored = kept.map((photo): Photo => ({
      id: nextId.current++,
      file: new File([photo.blob], photo.name, { type: "image/jpeg", lastModified: photo.lastModified }),
      bytes: photo.bytes,
      kind: photo.kind in copy.kinds ? (photo.kind as PhotoKind) : "other",
      outcome: {
        step: "shrunk",
        blob: photo.blob,
        width: photo.width,
        height: photo.height,
        thumbnail: photo.thumbnail,
      },
    }));
    commit([...restored, ...latest.current].slice(0, maxPhotos));
    setStatus(countMessage(toSend(latest.current).length));
    onRestored?.(restored.length);
  });
  /** The draft's photos on their way back: a send waits for them, so a quick press loses none. */
  const restoring = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    mounted.current = true;
    adoptEarlyChoice();
    restoring.current = restore();
    return () => {
      mounted.current = false;
    };
  }, []);

  const remove = (id: number) => {
    const list = latest.current;
    const index = list.findIndex((photo) => photo.id === id);
    // A photo refused for want of room is tried again now there may be some.
    const retried: number[] = [];
    const next = list
      .filter((photo) => photo.id !== id)
      .map((photo): Photo => {
        if (photo.outcome.step !== "refused" || !photo.outcome.retry) return photo;
        retried.push(photo.id);
        return { ...photo, outcome: { step: "waiting" } };
      });
    const following = next[index];
    // The button pressed goes with its row: the next photo's Remove takes the focus, else the field.
    if (following) removeButtons.current.get(following.id)?.focus();
    else input.current?.focus();
    commit(next);
    work.current.delete(id);
    setNotice("");
    setStatus(countMessage(toSend(next).length));
    for (const again of retried) schedule(again);
  };

  const changeKind = (id: number, kind: PhotoKind) => {
    commit(latest.current.map((photo) => (photo.id === id ? { ...photo, kind } : photo)));
  };

  useImperativeHandle(ref, () => ({
    async prepare() {
      await restoring.current;
      // Photos added while waiting are waited for too; each piece of work once, so nothing can hang.
      const awaited = new Set<Promise<void>>();
      for (;;) {
        const waiting = latest.current
          .filter((photo) => photo.outcome.step === "waiting")
          .map((photo) => work.current.get(photo.id))
          .filter((done): done is Promise<void> => done !== undefined && !awaited.has(done));
        if (waiting.length === 0) break;
        for (const done of waiting) awaited.add(done);
        await Promise.all(waiting);
      }
      // The shrinker could not be fetched: one more try now, else nothing is sent and the customer is told.
      const stalled = latest.current.filter((photo) => unavailable.current.has(photo.id));
      if (stalled.length > 0) {
        for (const photo of stalled) schedule(photo.id);
        await Promise.all(stalled.map((photo) => work.current.get(photo.id)));
        if (latest.current.some((photo) => unavailable.current.has(photo.id))) {
          return { ok: false, message: copy.messages.offline };
        }
      }
      // A file that cannot be sent stops the send: the field names it, and the focus goes to it.
      const refused = latest.current.flatMap((photo) =>
        photo.outcome.step === "refused" ? [photo.outcome.message] : [],
      );
      if (refused.length > 0) {
        input.current?.focus();
        return { ok: false, message: asSentences(refused), inField: true };
      }
      const list = latest.current.filter(
        (photo): photo is Photo & { outcome: ShrunkOutcome } => photo.outcome.step === "shrunk",
      );
      const total = list.reduce((sum, photo) => sum + sentBytes(photo), 0);
      if (total > photoSetBudgetBytes) {
        return { ok: false, message: fillIn(copy.messages.overBudget, { size: formatFileSize(total) }) };
      }
      const files = list.map((photo, index) => ({
        field: photoFields[index] ?? `attachment${index + 1}`,
        file: sentFile(photo, index),
      }));
      const summary = list
        .map((photo, index) =>
          fillIn(copy.summary.shrunk, {
            field: files[index]?.field ?? "",
            kind: copy.kinds[photo.kind],
            name: photo.file.name,
            width: photo.outcome.width,
            height: photo.outcome.height,
            size: formatFileSize(sentBytes(photo)),
          }),
        )
        .join("\n");
      return { ok: true, files, summary };
    },
    clear() {
      work.current.clear();
      commit([]);
      setNotice("");
      setStatus("");
    },
  }));

  // What cannot be sent is the field's error, as the other fields show theirs (marked invalid, read
  // out with it), but just under the control rather than under the list: the focus comes back to
  // the control, and on a phone the list may run past the screen.
  const refused = asSentences(
    photos.flatMap((photo) => (photo.outcome.step === "refused" ? [photo.outcome.message] : [])),
  );
  // The form's summary of problems reads it from the field, as it reads the others'.
  useEffect(() => {
    input.current?.setCustomValidity(refused);
  }, [refused]);
  const chosen = toSend(photos).length;

  return (
    <Field label={copy.label} hint={hydrated ? copy.hintEnhanced : copy.hint} wide>
      {(control) => (
        <>
          <input
            {...control}
            aria-describedby={
              [control["aria-describedby"], refused ? errorId : "", notice ? noticeId : ""]
                .filter(Boolean)
                .join(" ") || undefined
            }
            aria-invalid={refused ? true : undefined}
            // The browser's own picker until the list can show what was chosen; then the site's.
            className={hydrated ? styles.input : control.className}
            ref={input}
            name={photoFields[0]}
            type="file"
            accept="image/*"
            // Only once the list can show them: a plain post sends one photo as it is.
            multiple={hydrated || undefined}
            onChange={onChange}
          />
          {hydrated ? (
            <div className={styles.picker}>
              {/* A second label of the field: a tap on it opens the picker, and it joins the field's name. */}
              <label htmlFor={control.id} className={styles.add}>
                <ImagePlus aria-hidden="true" size={20} />
                {copy.add}
              </label>
              <p className={styles.count}>{countMessage(chosen)}</p>
            </div>
          ) : null}
          {refused ? (
            <p id={errorId} className={styles.error}>
              {refused}
            </p>
          ) : null}
          {notice ? (
            <p id={noticeId} className={styles.notice}>
              {notice}
            </p>
          ) : null}
          {photos.length > 0 ? (
            <ul className={styles.list} aria-label={copy.list}>
              {photos.map((photo) => (
                <PhotoRow
                  key={photo.id}
                  photo={photo}
                  copy={copy}
                  onKind={(kind) => changeKind(photo.id, kind)}
                  onRemove={() => remove(photo.id)}
                  removeRef={(button) => {
                    removeButtons.current.set(photo.id, button);
                    return () => {
                      removeButtons.current.delete(photo.id);
                    };
                  }}
                />
              ))}
            </ul>
          ) : null}
          <p role="status" className="visually-hidden">
            {status}
          </p>
        </>
      )}
    </Field>
  );
});

interface PhotoRowProps {
  photo: Photo;
  copy: PhotoCopy;
  onKind: (kind: PhotoKind) => void;
  onRemove: () => void;
  removeRef: (button: HTMLButtonElement) => () => void;
}

function PhotoRow({ photo, copy, onKind, onRemove, removeRef }: PhotoRowProps) {
  const kindId = useId();
  const { file, outcome } = photo;
  const from = formatFileSize(photo.bytes);
  const kinds = Object.entries(copy.kinds) as Array<[PhotoKind, string]>;
  const refused = outcome.step === "refused";

  return (
    <li className={[styles.photo, refused ? styles.refused : ""].join(" ")}>
      <span className={styles.thumbnail}>
        {outcome.step === "shrunk" && outcome.thumbnail ? (
          <img
            src={outcome.thumbnail}
            alt={fillIn(copy.thumbnail, { name: file.name })}
            width={64}
            height={64}
          />
        ) : outcome.step === "waiting" ? null : (
          // Not to be sent, or no picture of it here: its kind of file instead.
          <span className={styles.fileKind} aria-hidden="true">
            {extensionOf(file).toUpperCase()}
          </span>
        )}
      </span>
      <p className={styles.facts}>
        {/* Long names are cut short on screen; the whole name is in the title and read out in full. */}
        <span className={styles.name} title={file.name} dir="auto">
          {file.name}
        </span>
        {outcome.step === "shrunk" ? (
          <span className={styles.size}>
            <span aria-hidden="true">
              {fillIn(copy.sizes.shrunk, { from, to: formatFileSize(outcome.blob.size) })}
            </span>
            <span className="visually-hidden">
              {fillIn(copy.sizes.shrunkSpoken, { from, to: formatFileSize(outcome.blob.size) })}
            </span>
          </span>
        ) : (
          // Refused: why is said beside the field; here, only its size.
          <span className={styles.size}>{refused ? from : fillIn(copy.sizes.shrinking, { size: from })}</span>
        )}
      </p>
      <div className={styles.controls}>
        {refused ? null : (
          <>
            <label htmlFor={kindId} className={styles.kindLabel}>
              {copy.kindLabel} <span className="visually-hidden">{file.name}</span>
            </label>
            <select
              id={kindId}
              className={styles.kind}
              value={photo.kind}
              onChange={(event) => onKind(event.currentTarget.value as PhotoKind)}
            >
              {kinds.map(([kind, label]) => (
                <option key={kind} value={kind}>
                  {label}
                </option>
              ))}
            </select>
          </>
        )}
        <button type="button" ref={removeRef} className={styles.remove} onClick={onRemove}>
          {copy.remove} <span className="visually-hidden">{file.name}</span>
        </button>
      </div>
    </li>
  );
}
