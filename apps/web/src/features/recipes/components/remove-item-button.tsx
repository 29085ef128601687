import { Trash2 } from 'lucide-react';

/** The trash-can button on a row of the ingredient and step editors: a 44 px target, named for its row. */
export function RemoveItemButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-red-50 hover:text-red-800"
    >
      <Trash2 aria-hidden="true" className="size-5" />
    </button>
  );
}
