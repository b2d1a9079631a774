/** Numbers and dates as the /usage page writes them, the same on the server and in every browser. */
import {MONTHS} from '../utils/months';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const NUMBER = new Intl.NumberFormat('en-US');

/** 1234567 → "1,234,567", the same on the server and in every browser. */
export const formatCount = (n: number): string => NUMBER.format(n);

/** `2025-11-10` or `2025-11-10T17:05:12Z` → "10 November 2025" (UTC, so server and browser agree). */
export function formatDate(iso: string): string {
  const date = new Date(ISO_DATE.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}
