import { Link } from 'react-router';
import { CalendarDays, Users } from 'lucide-react';
import type { Contest } from '@mise/core';
import { Badge } from '../../../components/ui/badge';
import { RecipeImage } from '../../../components/recipe-card';
import { entriesWord, formatMoment, statusLabel, statusTone } from '../words';

/** A contest in a list: its image, title (the link, over the card), theme, dates and entry count. */
export function ContestCard({
  contest,
  onEdit,
}: {
  contest: Contest;
  onEdit?: (contest: Contest) => void;
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <RecipeImage src={contest.image_url} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={statusTone[contest.status]}>{statusLabel[contest.status]}</Badge>
          {contest.theme ? <Badge>{contest.theme}</Badge> : null}
        </div>
        <h2 className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={`/contests/${encodeURIComponent(contest.id)}`}
            className="rounded after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none"
          >
            {contest.title}
          </Link>
        </h2>
        {contest.description ? (
          <p className="line-clamp-2 text-sm text-slate-700">{contest.description}</p>
        ) : null}
        <div className="mt-auto flex flex-col gap-1 pt-2 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            {contest.status === 'upcoming'
              ? `Starts ${formatMoment(contest.starts_at)}`
              : contest.status === 'active'
                ? `Ends ${formatMoment(contest.ends_at)}`
                : `Ended ${formatMoment(contest.ends_at)}`}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4" />
            {entriesWord(contest.entry_count)}
          </span>
        </div>
        {onEdit ? (
          <button
            type="button"
            onClick={() => onEdit(contest)}
            className="relative z-10 self-start rounded text-sm font-medium text-emerald-800 underline"
          >
            Edit<span className="sr-only"> {contest.title}</span>
          </button>
        ) : null}
      </div>
    </article>
  );
}
