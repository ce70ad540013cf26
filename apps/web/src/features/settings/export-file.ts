import { BRAND_NAME } from '@/app/ui-constants';
import { downloadFile } from '@/components/download-file';

const pad = (value: number) => String(value).padStart(2, '0');

// docs/product.md §1: export files are named nearbly-export-YYYY-MM-DD.json (the user's local date).
export function exportFileName(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${BRAND_NAME.toLowerCase()}-export-${day}.json`;
}

// Saves `data` as a JSON file through a temporary download link.
export function downloadJson(data: unknown, fileName: string): void {
  downloadFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
