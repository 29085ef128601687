import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'green' | 'amber' | 'red' | 'blue';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800',
  green: 'bg-emerald-100 text-emerald-900',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-900',
  blue: 'bg-sky-100 text-sky-900',
};

/** A small rounded label (complexity, diet, health tag). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium print:border print:border-black print:bg-white print:text-black ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
