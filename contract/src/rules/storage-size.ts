const KB = 1024;
const MB = 1024 * KB;

/**
 * A size as a member reads it, the same in the API's messages and the garage's screens: "340 KB",
 * "12.4 MB", "500 MB" (binary units, as PHOTO_QUOTA_MB counts them).
 */
export function formatStorageSize(bytes: number): string {
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  return `${Number((bytes / MB).toFixed(1))} MB`;
}
