import { useEffect, useState } from "react";
import { fillIn } from "~/content/design-page";
import { formatFileSize } from "~/lib/attachment";
import styles from "./attachment-preview.module.css";

export interface AttachmentPreviewProps {
  file: File;
  copy: {
    /** The thumbnail's text alternative; `{name}` is the file's name. */
    thumbnail: string;
    remove: string;
  };
  onRemove: () => void;
}

/** The thumbnail's longest side needs, in device pixels: 4rem on a phone's 3× screen. */
const thumbnailPixels = 192;

/**
 * A small copy of an image file, as a `data:` address. The site's Content-Security-Policy lets
 * images come only from the site itself or `data:`, so the file cannot be shown through an object
 * URL; a small copy is also all a cheap phone should keep in memory for a 4rem square. Null when
 * the browser cannot draw the file (HEIC on most Android phones, a damaged photo).
 */
async function thumbnailOf(file: File): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    try {
      const scale = Math.min(1, thumbnailPixels / Math.min(bitmap.width, bitmap.height));
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext("2d");
      if (!context) return null;
      // JPEG has no transparency: a transparent PNG shows on white, as on the form.
      context.fillStyle = "#fff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL("image/jpeg", 0.85);
    } finally {
      bitmap.close();
    }
  } catch {
    return null;
  }
}

/**
 * The file a visitor chose, before it is sent: a thumbnail when it is an image the browser can
 * draw, its name and size, and a button to take it off the form.
 */
export function AttachmentPreview({ file, copy, onRemove }: AttachmentPreviewProps) {
  const isImage = file.type.startsWith("image/");
  const [drawn, setDrawn] = useState<{ file: File; src: string | null } | null>(null);

  useEffect(() => {
    if (!isImage) return;
    let current = true;
    void thumbnailOf(file).then((src) => {
      if (current) setDrawn({ file, src });
    });
    return () => {
      current = false;
    };
  }, [file, isImage]);

  // While the thumbnail is being made its frame keeps its place; a file that cannot be drawn has none.
  const ready = drawn?.file === file;
  const src = ready ? drawn.src : null;
  const frame = isImage && (!ready || src !== null);

  return (
    <div className={styles.preview}>
      {frame ? (
        <span className={styles.thumbnail}>
          {src ? (
            <img src={src} alt={fillIn(copy.thumbnail, { name: file.name })} width={64} height={64} />
          ) : null}
        </span>
      ) : null}
      <p className={styles.facts}>
        {/* Long names are cut short on screen; the whole name is in the title and read out in full. */}
        <span className={styles.name} title={file.name} dir="auto">
          {file.name}
        </span>
        <span className={styles.size}>{formatFileSize(file.size)}</span>
      </p>
      <button type="button" className={styles.remove} onClick={onRemove}>
        {copy.remove}
        <span className="visually-hidden"> {file.name}</span>
      </button>
    </div>
  );
}
