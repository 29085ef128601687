import { CalendarDays, Trophy } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';

/** spec-1 §2 Home: two fixed sample contests; their Enter Contest buttons do nothing. */
const sampleContests = [
  {
    id: 'sample-seasonal',
    title: 'Seasonal Vegetables Showdown',
    description: 'Cook a dish that puts this season’s vegetables first.',
    ends: 'Runs all month',
  },
  {
    id: 'sample-budget',
    title: 'Family Dinner on a Budget',
    description: 'Feed four people a complete dinner for as little as you can.',
    ends: 'Runs all month',
  },
] as const;

export function SampleContests() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {sampleContests.map((contest) => (
        <li
          key={contest.id}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-5"
        >
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-lg font-semibold text-slate-900">{contest.title}</h3>
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              Sample
            </span>
          </div>
          <p className="mt-2 flex-1 text-slate-700">{contest.description}</p>
          <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-slate-700">
            <CalendarDays aria-hidden="true" className="size-4" />
            {contest.ends}
          </p>
          <button type="button" className={buttonClasses('secondary', 'sm', 'mt-4 self-start')}>
            <Trophy aria-hidden="true" className="size-4" />
            Enter Contest
          </button>
        </li>
      ))}
    </ul>
  );
}
