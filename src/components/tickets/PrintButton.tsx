'use client';
import { buttonClass } from '../ui/Button';

/** Opens the browser's print dialog for the page (the print stylesheet leaves the ticket alone on the sheet). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={buttonClass({ variant: 'outline', size: 'sm' })} onClick={() => window.print()} data-print-button>
      {label}
    </button>
  );
}
