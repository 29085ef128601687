import { useState } from 'react';

/**
 * Which item of an editable list is open in its detail form (spec-1 §4 ingredient editing): adding
 * selects the new item; removing selects the previous one (the new first one when the first was
 * removed), or none once the list is empty.
 */
export function useListSelection<T extends { key: string }>(items: readonly T[]) {
  const [selectedKey, setSelectedKey] = useState<string | null>(() => items[0]?.key ?? null);
  const selectedIndex = items.findIndex((item) => item.key === selectedKey);
  return {
    selectedIndex,
    selected: selectedIndex >= 0 ? items[selectedIndex] : undefined,
    select: (key: string | null) => setSelectedKey(key),
    /** The key selected once `items[index]` is gone (computed from the list before removal). */
    keyAfterRemoving: (index: number): string | null => {
      if (items.length <= 1) return null;
      return (index === 0 ? items[1] : items[index - 1])?.key ?? null;
    },
  };
}
