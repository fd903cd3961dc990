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
import { useHydrated } from "~/lib/use-hydrated";
import styles from "./order-photos.module.css";

// The field names live with the other photo rules, where the browser tests can read them too.
export { photoFields };

export type PhotoCopy = typeof orderPhotos;
export type PhotoKind = keyof PhotoCopy["kinds"];

/** What a new photo shows until the customer says otherwise: the first unused of these, then Other. */
const defaultKinds: readonly PhotoKind[] = ["inspiration", "fabric", "photo-of-me"];

export type PreparedPhotos =
  { ok: true; files: Array<{ field: string; file: File }>; summary: string } | { ok: false; message: string };

export interface OrderPhotosHandle {
  /** Waits for every chosen photo to be made small and returns what to send, in list order. */
  prepare(): Promise<PreparedPhotos>;
  /** Empties the list and the input (after a successful order). */
  clear(): void;
}

export interface OrderPhotosProps {
  copy: PhotoCopy;
  ref?: Ref<OrderPhotosHandle>;
}

type Outcome = { step: "waiting" } | ({ step: "shrunk" } & PhotoShrink.ShrunkPhoto) | { step: "as-is" };

interface Photo {
  id: number;
  file: File;
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
 * A photo made small, or null when the browser cannot open it. "unavailable" when the shrinker itself
 * could not be fetched (the connection dropped): the photo is then not sent at all, rather than
 * sent as the camera wrote it, location and all.
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

/** The bytes a photo will be sent as; one still waiting is counted at the target it will be made to. */
function sentBytes(photo: Photo): number {
  if (photo.outcome.step === "shrunk") return photo.outcome.blob.size;
  if (photo.outcome.step === "as-is") return photo.file.size;
  return Math.min(photo.file.size, photoTargetBytes);
}

function sentName(photo: Photo, index: number): string {
  return photoFileName(
    photo.kind,
    index + 1,
    photo.outcome.step === "as-is" ? extensionOf(photo.file) : "jpg",
  );
}

function sentFile(photo: Photo, index: number): File {
  const name = sentName(photo, index);
  if (photo.outcome.step === "shrunk") return new File([photo.outcome.blob], name, { type: "image/jpeg" });
  return new File([photo.file], name, { type: photo.file.type || "application/octet-stream" });
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
 * The form asks for the result through the handle: `prepare()` before sending, `clear()` after.
 * Memoised: the form renders again once hydrated (today's date) and as its choices change; this
 * part, only when its own state moves.
 */
export const OrderPhotos = memo(function OrderPhotos({ copy, ref }: OrderPhotosProps) {
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
  const refusal = useRef({ count: 0, message: "" });
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const mounted = useRef(false);
  const [notice, setNotice] = useState("");
  const [status, setStatus] = useState("");
  const noticeId = useId();

  const commit = (next: readonly Photo[]) => {
    latest.current = next;
    setPhotos(next);
    syncInput(input.current, next);
  };

  const countMessage = (count: number) =>
    count === 0 ? copy.status.none : count === 1 ? copy.status.one : fillIn(copy.status.many, { count });

  const refuse = (id: number, message: string) => {
    const row = removeButtons.current.get(id)?.closest("li");
    // The focus would be lost with the row: it goes back to the field.
    if (row?.contains(document.activeElement)) input.current?.focus();
    commit(latest.current.filter((photo) => photo.id !== id));
    work.current.delete(id);
    refusal.current = { count: refusal.current.count + 1, message };
    setNotice(message);
    setStatus(message);
  };

  const settle = (id: number, outcome: Outcome) => {
    const list = latest.current.map((photo) => (photo.id === id ? { ...photo, outcome } : photo));
    commit(list);
    const index = list.findIndex((photo) => photo.id === id);
    const photo = list[index];
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
    // The others may have changed while this one was being made smaller.
    const room = photoRoom(others());
    const size = formatFileSize(photo.file.size);
    if (shrunk && shrunk.blob.size <= room) settle(id, { step: "shrunk", ...shrunk });
    else if (shrunk) refuse(id, fillIn(copy.messages.noRoom, { name: photo.file.name }));
    else if (photo.file.size <= room) settle(id, { step: "as-is" });
    else refuse(id, fillIn(copy.messages.cannotOpen, { name: photo.file.name, size }));
  };

  const schedule = (id: number) => {
    const done = queue.current.then(() => process(id)).catch(() => {});
    queue.current = done;
    work.current.set(id, done);
  };

  const add = (chosen: readonly File[]) => {
    const list = [...latest.current];
    const added: number[] = [];
    const left: File[] = [];
    let notImage = false;
    for (const file of chosen) {
      // An empty part is what a form sends for no file; choosing the same photo again adds nothing.
      if (file.size === 0 || list.some((photo) => sameFile(photo.file, file))) continue;
      if (!isImageFile(file)) {
        notImage = true;
        continue;
      }
      if (list.length >= maxPhotos) {
        left.push(file);
        continue;
      }
      const used = new Set(list.map((photo) => photo.kind));
      const kind = defaultKinds.find((candidate) => !used.has(candidate)) ?? "other";
      const id = nextId.current++;
      list.push({ id, file, kind, outcome: { step: "waiting" } });
      added.push(id);
    }
    const messages = [
      notImage ? copy.messages.notImage : "",
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
    setNotice(messages.join(" "));
    setStatus([...messages, countMessage(list.length)].join(" "));
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
  useEffect(() => {
    mounted.current = true;
    adoptEarlyChoice();
    return () => {
      mounted.current = false;
    };
  }, []);

  const remove = (id: number) => {
    const list = latest.current;
    const index = list.findIndex((photo) => photo.id === id);
    const next = list.filter((photo) => photo.id !== id);
    const following = next[index];
    // The button pressed goes with its row: the next photo's Remove takes the focus, else the field.
    if (following) removeButtons.current.get(following.id)?.focus();
    else input.current?.focus();
    commit(next);
    work.current.delete(id);
    setNotice("");
    setStatus(countMessage(next.length));
  };

  const changeKind = (id: number, kind: PhotoKind) => {
    commit(latest.current.map((photo) => (photo.id === id ? { ...photo, kind } : photo)));
  };

  useImperativeHandle(ref, () => ({
    async prepare() {
      const refusedBefore = refusal.current.count;
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
      // A photo refused while the customer waited must not go missing unseen.
      if (refusal.current.count !== refusedBefore) return { ok: false, message: refusal.current.message };
      const list = latest.current.filter((photo) => photo.outcome.step !== "waiting");
      const total = list.reduce((sum, photo) => sum + sentBytes(photo), 0);
      if (total > photoSetBudgetBytes) {
        return { ok: false, message: fillIn(copy.messages.overBudget, { size: formatFileSize(total) }) };
      }
      const files = list.map((photo, index) => ({
        field: photoFields[index] ?? `attachment${index + 1}`,
        file: sentFile(photo, index),
      }));
      const summary = list
        .map((photo, index) => {
          const field = files[index]?.field ?? "";
          const kind = copy.kinds[photo.kind];
          const size = formatFileSize(sentBytes(photo));
          return photo.outcome.step === "shrunk"
            ? fillIn(copy.summary.shrunk, {
                field,
                kind,
                name: photo.file.name,
                width: photo.outcome.width,
                height: photo.outcome.height,
                size,
              })
            : fillIn(copy.summary.asIs, { field, kind, name: photo.file.name, size });
        })
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

  return (
    <Field label={copy.label} hint={hydrated ? copy.hintEnhanced : copy.hint} wide>
      {(control) => (
        <>
          <input
            {...control}
            aria-describedby={
              [control["aria-describedby"], notice ? noticeId : ""].filter(Boolean).join(" ") || undefined
            }
            ref={input}
            name={photoFields[0]}
            type="file"
            accept="image/*"
            // Only once the list can show them: a plain post sends one photo as it is.
            multiple={hydrated || undefined}
            onChange={onChange}
          />
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
  const from = formatFileSize(file.size);
  const kinds = Object.entries(copy.kinds) as Array<[PhotoKind, string]>;

  return (
    <li className={styles.photo}>
      <span className={styles.thumbnail}>
        {outcome.step === "shrunk" && outcome.thumbnail ? (
          <img
            src={outcome.thumbnail}
            alt={fillIn(copy.thumbnail, { name: file.name })}
            width={64}
            height={64}
          />
        ) : outcome.step === "waiting" ? null : (
          // Sent as it is, or not drawable here: its kind of file instead of its picture.
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
          <span className={styles.size}>
            {fillIn(outcome.step === "as-is" ? copy.sizes.asIs : copy.sizes.shrinking, { size: from })}
          </span>
        )}
      </p>
      <div className={styles.controls}>
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
        <button type="button" ref={removeRef} className={styles.remove} onClick={onRemove}>
          {copy.remove} <span className="visually-hidden">{file.name}</span>
        </button>
      </div>
    </li>
  );
}
