import { useLayoutEffect, useRef } from 'react';

/**
 * "Show more cookbooks": loads the next page, then hands the focus to the first cookbook it brought
 * (its link or its checkbox). Left where it was, the focus would fall to the page when the last
 * page's answer removes the button.
 */
export function useShowMore<T extends HTMLElement>(fetchNextPage: () => Promise<unknown>) {
  const listRef = useRef<T>(null);
  /** How many cookbooks were shown when more were asked for; null when none are on their way. */
  const shownBefore = useRef<number | null>(null);

  useLayoutEffect(() => {
    const before = shownBefore.current;
    const list = listRef.current;
    if (before === null || !list || list.children.length <= before) return;
    shownBefore.current = null;
    list.children[before]?.querySelector<HTMLElement>('a[href], input')?.focus();
  });

  const showMore = () => {
    shownBefore.current = listRef.current?.children.length ?? 0;
    void fetchNextPage();
  };
  return { listRef, showMore };
}
