import { COMPLEXITIES, DIETS, dietLabel } from '@mise/core';
import { SelectField } from '../../../components/ui/text-field';
import type { RecipeFilters } from '../read-api';

/** Cuisines are free text on recipes; the filter offers the common ones. */
export const CUISINE_OPTIONS = [
  'Italian',
  'Mexican',
  'Indian',
  'Japanese',
  'Thai',
  'French',
  'Middle Eastern',
  'Greek',
  'American',
  'Chinese',
  'Korean',
  'Moroccan',
  'Spanish',
  'Vietnamese',
  'Mediterranean',
] as const;

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

/** Cuisine, complexity, diet and total-time selects; '' means all. */
export function RecipeFiltersBar({ filters, onChange }: RecipeFiltersBarProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
