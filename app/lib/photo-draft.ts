// The order's photos, kept with its draft so a reload costs the customer nothing: only the photos
// made small (4 at most, some 600 KB each), in IndexedDB, gone once the order is sent. The
// IndexedDB library is fetched only when there are photos to keep or to restore.
import type { DBSchema, IDBPDatabase } from "idb";

export interface DraftPhoto {
  name: string;
  /** The size chosen, before it was made small. */
  bytes: number;
  lastModified: number;
  kind: string;
  blob: Blob;
  width: number;
  height: number;
  thumbnail: string | null;
}

interface PhotoDraftSchema extends DBSchema {
  photos: { key: string; value: { photos: DraftPhoto[] } };
}

// How many photos were kept, where it can be read at once: a draft whose photos are lost says so.
const countKey = "ivory-adire:order-draft-photos";
const recordKey = "draft";

let opening: Promise<IDBPDatabase<PhotoDraftSchema>> | null = null;

function database(): Promise<IDBPDatabase<PhotoDraftSchema>> {
  opening ??= import("idb")
    .then(({ openDB }) =>
      openDB<PhotoDraftSchema>("ivory-adire-order-draft", 1, {
        upgrade(db) {
          db.createObjectStore("photos");
        },
      }),
    )
    .catch((error: unknown) => {
      opening = null;
      throw error;
    });
  return opening;
}

function setCount(count: number): void {
  try {
    if (count > 0) localStorage.setItem(countKey, String(count));
    else localStorage.removeItem(countKey);
  } catch {
    // No storage: nothing is promised on the next visit either.
  }
}

/** How many photos the last draft had, read without waiting (0 when none). */
export function keptPhotoCount(): number {
  try {
    return Number(localStorage.getItem(countKey)) || 0;
  } catch {
    return 0;
  }
}

export async function keepPhotos(photos: readonly DraftPhoto[]): Promise<void> {
  // Said first: if the photos cannot be stored, the next visit says they must be added again.
  setCount(photos.length);
  const db = await database();
  if (photos.length === 0) await db.delete("photos", recordKey);
  else await db.put("photos", { photos: [...photos] }, recordKey);
}

export async function restorePhotos(): Promise<DraftPhoto[]> {
  const record = await (await database()).get("photos", recordKey);
  return record?.photos ?? [];
}
