/** Saves text as a file through the browser's download (a CSV made from rows on screen). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is no longer needed.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
