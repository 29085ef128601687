import { useId, useState, useSyncExternalStore } from 'react';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { COMPLEXITIES, DIETS, dietLabel } from '@mise/core';
import { SelectField } from '../../../components/ui/text-field';
import type { RecipeFilters } from '../read-api';
import { CUISINE_OPTIONS } from './cuisines';

/** Upper bounds of total time (prep + cook), in minutes, with their labels. */
export const MAX_TIME_OPTIONS: ReadonlyArray<readonly [minutes: number, label: string]> = [
  [15, 'Up to 15 min'],
  [30, 'Up to 30 min'],
  [45, 'Up to 45 min'],
  [60, 'Up to 1 hour'],
  [90, 'Up to 1 ½ hours'],
  [120, 'Up to 2 hours'],
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type FilterKey = Exclude<keyof RecipeFilters, 'q'>;

export interface RecipeFiltersBarProps {
  filters: RecipeFilters;
  onChange: (key: FilterKey, value: string) => void;
}

/** Where the four filters fit on one row beside each other: there they stay open. */
const WIDE_QUERY = '(min-width: 1024px)';

function subscribeWide(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isWide = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;

/** How many filters (not the search) are chosen. */
export const activeFilterCount = (filters: RecipeFilters) =>
  (['cuisine', 'complexity', 'diet', 'max_time'] as const).filter((key) => filters[key]).length;

/**
 * Cuisine, complexity, diet and total-time selects; '' means all. On a narrow screen they fold
 * behind one Filters button (saying how many are chosen) so the recipes show on the first screen;
 * on a wide one they stay open in one row.
 */
export function RecipeFiltersBar({ filters, onChange }: RecipeFiltersBarProps) {
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(filters);
  return (
    <div className="flex flex-col gap-4">
      {wide ? null : (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg border border-slate-400 bg-white px-4 font-medium text-slate-900 hover:bg-slate-50"
        >
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          Filters
          {count > 0 ? (
            <>
              <span
                aria-hidden="true"
                className="rounded-full bg-emerald-800 px-2 text-sm text-white"
              >
                {count}
              </span>
              <span className="sr-only">, {count} chosen</span>
            </>
          ) : null}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 motion-safe:transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      )}
      <FilterSelects id={panelId} hidden={!wide && !open} filters={filters} onChange={onChange} />
    </div>
  );
}

function FilterSelects({
  id,
  hidden,
  filters,
  onChange,
}: RecipeFiltersBarProps & { id: string; hidden: boolean }) {
  return (
    <div id={id} hidden={hidden} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        id="filter-cuisine"
        label="Cuisine"
        value={filters.cuisine}
        onChange={(e) => onChange('cuisine', e.target.value)}
      >
        <option value="">All</option>
        {CUISINE_OPTIONS.map((cuisine) => (
          <option key={cuisine} value={cuisine}>
            {cuisine}
          </option>
        ))}
        {filters.cuisine && !(CUISINE_OPTIONS as readonly string[]).includes(filters.cuisine) ? (
          <option value={filters.cuisine}>{filters.cuisine}</option>
        ) : null}
      </SelectField>
      <SelectField
        id="filter-complexity"
        label="Complexity"
        value={filters.complexity}
        onChange={(e) => onChange('complexity', e.target.value)}
      >
        <option value="">All</option>
        {COMPLEXITIES.map((complexity) => (
          <option key={complexity} value={complexity}>
            {capitalise(complexity)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="filter-diet"
        label="Diet"
        value={filters.diet}
        onChange={(e) => onChange('diet', e.target.value)}
      >
        <option value="">All</option>
        {DIETS.map((diet) => (
          <option key={diet} value={diet}>
            {dietLabel(diet)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="filter-max-time"
        label="Total time"
        value={filters.max_time}
        onChange={(e) => onChange('max_time', e.target.value)}
      >
        <option value="">Any</option>
        {MAX_TIME_OPTIONS.map(([minutes, label]) => (
          <option key={minutes} value={String(minutes)}>
            {label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
