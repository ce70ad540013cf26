// Saves `blob` as a file named `fileName` through a temporary download link.
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; let them, then free the blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
