import { useId } from "react";
import { formatFileSize } from "~/lib/attachment";
import { fillIn } from "~/lib/fill-in";
import styles from "./upload-progress.module.css";

export interface UploadProgressProps {
  copy: { label: string; uploading: string; waiting: string };
  sent: number;
  total: number;
}

// Real bytes sent, so a customer on a slow line sees the photos moving, not just "Sending…".
export function UploadProgress({ copy, sent, total }: UploadProgressProps) {
  const labelId = useId();
  const percent = total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
  const done = total > 0 && sent >= total;
  const text = done
    ? copy.waiting
    : fillIn(copy.uploading, {
        percent: String(percent),
        sent: formatFileSize(sent),
        total: formatFileSize(total),
      });
  return (
    <div className={styles.progress}>
      <p id={labelId} className={styles.label}>
        {copy.label}
      </p>
      <progress className={styles.bar} max={100} value={percent} aria-labelledby={labelId} />
      <p className={styles.text}>{text}</p>
    </div>
  );
}
