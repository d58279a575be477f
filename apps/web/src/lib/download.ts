/** How long the file's object URL outlives the click that started the download. */
const REVOKE_AFTER_MS = 30_000;

/**
 * Saves `contents` as a file named `fileName`, as a download link would: for data fetched with the bearer
 * token, which a plain link to the API cannot send.
 */
export function downloadFile(fileName: string, contents: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
