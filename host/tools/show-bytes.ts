// A byte count as people read it, in file_read's description and its notes.

export function showBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${+(bytes / 1024).toFixed(1)} KiB`;
  return `${+(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
