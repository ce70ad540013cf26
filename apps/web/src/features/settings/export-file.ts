import { BRAND_NAME } from '@/app/ui-constants';

const pad = (value: number) => String(value).padStart(2, '0');

// DESIGN: export files are named nearbly-export-YYYY-MM-DD.json (the user's local date).
export function exportFileName(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${BRAND_NAME.toLowerCase()}-export-${day}.json`;
}

// Saves `data` as a JSON file through a temporary download link.
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
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
