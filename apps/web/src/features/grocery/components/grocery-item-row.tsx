import { useId } from 'react';
import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import type { GroceryItem } from '@mise/core';

/** The checkbox's id, so the page can hand focus to an item after the list has moved around it. */
export const checkboxIdOf = (itemId: string) => `grocery-item-${itemId}`;

const recipePath = (id: string) => `/recipes/${encodeURIComponent(id)}`;

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 ' +
  'hover:bg-slate-100 hover:text-slate-900';

export interface GroceryItemRowProps {
  item: GroceryItem;
  onCheck: (item: GroceryItem, checked: boolean) => void;
  onEdit: (item: GroceryItem, opener: HTMLElement) => void;
  onDelete: (item: GroceryItem) => void;
}

/**
 * One line of the list, one tap to tick: the whole label (name and quantity) is the target, at least
 * 48 px high. The checkbox is named by the item's name alone and described by its quantity and the
 * recipes that need it ("Milk, checkbox, 1/2 cup, for: Pancakes"); the recipes are links, outside
 * the label so a tap on one never ticks the item.
 */
export function GroceryItemRow({ item, onCheck, onEdit, onDelete }: GroceryItemRowProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const quantityId = `${id}-quantity`;
  const sourcesId = `${id}-sources`;
  const quantity = item.quantity.trim();
  const described = [quantity ? quantityId : '', item.sources.length > 0 ? sourcesId : '']
    .filter(Boolean)
    .join(' ');
  const struck = item.checked ? 'text-slate-600 line-through' : 'text-slate-900';
  return (
    <li className="rounded-xl border border-slate-200 bg-white">
      <div className="flex items-start gap-1 pr-1">
        <label
          htmlFor={checkboxIdOf(item.id)}
          className="flex min-h-12 min-w-0 flex-1 cursor-pointer items-start gap-3 rounded-xl py-3 pl-3 hover:bg-slate-50"
        >
          <input
            id={checkboxIdOf(item.id)}
            type="checkbox"
            checked={item.checked}
            onChange={(event) => onCheck(item, event.target.checked)}
            aria-labelledby={nameId}
            aria-describedby={described || undefined}
            className="mt-0.5 size-6 shrink-0 accent-emerald-700"
          />
          <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
            <span id={nameId} className={`font-medium break-words ${struck}`}>
              {item.name}
            </span>
            {quantity ? (
              <span
                id={quantityId}
                className={`text-sm ${item.checked ? struck : 'text-slate-700'}`}
              >
                {quantity}
              </span>
            ) : null}
          </span>
        </label>
        <button
          type="button"
          className={`${iconButton} mt-0.5`}
          aria-label={`Edit ${item.name}`}
          onClick={(event) => onEdit(item, event.currentTarget)}
        >
          <Pencil aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={`${iconButton} mt-0.5 hover:text-red-800`}
          aria-label={`Delete ${item.name}`}
          onClick={() => onDelete(item)}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
      {item.sources.length > 0 ? (
        <p id={sourcesId} className="-mt-2 pr-3 pb-3 pl-12 text-sm text-slate-700">
          for:{' '}
          {item.sources.map((source, index) => (
            <span key={source.recipe_id}>
              {index > 0 ? ', ' : null}
              <Link
                to={recipePath(source.recipe_id)}
                className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
              >
                {source.title}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </li>
  );
}
