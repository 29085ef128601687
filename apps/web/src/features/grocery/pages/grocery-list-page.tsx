import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { ClipboardCopy } from 'lucide-react';
import { groceryMessages, type GroceryItem } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast-store';
import {
  useCheckItem,
  useClearChecked,
  useDeleteItem,
  useGroceryList,
  useGroceryQueue,
  useRestoreItem,
} from '../api';
import { AddItemForm } from '../components/add-item-form';
import { EditItemDialog } from '../components/edit-item-dialog';
import {
  checkboxIdOf,
  GroceryItemRow,
  type GroceryItemRowProps,
} from '../components/grocery-item-row';
import { UndoBar } from '../components/undo-bar';
import { countsText, focusAfterMove, groceryView, itemsWord, visualOrder } from '../list';
import { withQueued } from '../offline-queue';
import { groceryListText } from '../text-export';
import type { LastChange } from '../undo';

/** Where focus goes once the list has been drawn: a checkbox, when it shows the expected tick. */
interface FocusTarget {
  id: string;
  checked: boolean;
}

const linkClasses =
  'font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900';

function ListSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        Loading your grocery list…
      </span>
      {[0, 1].map((n) => (
        <div key={n} className="flex flex-col gap-2">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ))}
    </div>
  );
}

interface ItemGroupProps extends Omit<GroceryItemRowProps, 'item'> {
  headingId: string;
  heading: string;
  items: GroceryItem[];
  action?: ReactNode;
}

/** One aisle (or the Checked group): a named region, so it can be found and skipped to. */
function ItemGroup({ headingId, heading, items, action, ...row }: ItemGroupProps) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {heading}
        </h2>
        {action}
      </div>
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <GroceryItemRow key={item.id} item={item} {...row} />
        ))}
      </ul>
    </section>
  );
}

const changesWord = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/**
 * Offline in the shop (issue 17 §1): ticks, adds, edits and deletes still work and wait until the
 * network is back; this says so, and how many are waiting.
 */
function OfflineNote({
  online,
  waiting,
  syncing,
}: {
  online: boolean;
  waiting: number;
  syncing: boolean;
}) {
  if (online && waiting === 0) return null;
  let text: string;
  if (!online)
    text =
      waiting > 0
        ? `Offline — will sync ${changesWord(waiting)} when you are back online.`
        : 'Offline — your changes will sync when you are back online.';
  else if (syncing) text = `Syncing ${changesWord(waiting)}…`;
  else text = `Offline — will sync ${changesWord(waiting)} when the server can be reached.`;
  return (
    <p
      role="status"
      className="-mt-2 rounded-xl border border-sky-300 bg-sky-50 px-4 py-3 text-sm font-medium text-sky-950"
    >
      {text}
    </p>
  );
}

/**
 * The grocery list (spec-1 §2 /grocery-list; issue 13 point 2): what to buy by aisle, in the order a
 * shop is walked, with the recipes that need each item; one tap ticks an item (at once, put back if
 * the server refuses) and moves it to Checked at the bottom; the last check or delete can be undone;
 * items are added by hand at the top, edited, deleted, and the checked ones cleared together.
 */
export function GroceryListPage() {
  const list = useGroceryList();
  const check = useCheckItem();
  const remove = useDeleteItem();
  const restore = useRestoreItem();
  const clear = useClearChecked();

  const [lastChange, setLastChange] = useState<LastChange | null>(null);
  const [changeNumber, setChangeNumber] = useState(0);
  const [editing, setEditing] = useState<GroceryItem | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const editOpenerRef = useRef<HTMLElement | null>(null);
  const clearButtonRef = useRef<HTMLButtonElement>(null);
  const addNameRef = useRef<HTMLInputElement>(null);
  const [clearedChecked, setClearedChecked] = useState(0);
  const focusRef = useRef<FocusTarget | null>(null);

  const offline = useGroceryQueue();
  // The list with what was checked, added, edited and deleted offline on top, until the server has it.
  const items = useMemo(
    () => list.data && withQueued(list.data, offline.changes, offline.ids),
    [list.data, offline.changes, offline.ids],
  );
  const view = useMemo(() => groceryView(items ?? []), [items]);

  const remember = (change: LastChange) => {
    setLastChange(change);
    setChangeNumber((n) => n + 1);
  };
  // Stable: the undo bar's clock restarts when its dismiss changes.
  const forget = useCallback(() => setLastChange(null), []);
  const forgetIf = (item: GroceryItem) =>
    setLastChange((last) => (last?.item.id === item.id ? null : last));

  // A checkbox redrawn in the other part of the list, or a row gone, takes focus with it: hand it to
  // the item that took its place once the list shows the change.
  useLayoutEffect(() => {
    const target = focusRef.current;
    if (!target) return;
    const box = document.getElementById(checkboxIdOf(target.id));
    if (box instanceof HTMLInputElement && box.checked === target.checked) {
      focusRef.current = null;
      box.focus({ preventScroll: false });
    }
  });

  // "Clear checked" removes its own button with the Checked group, so the dialog cannot hand focus
  // back to it: the Add item field takes it (the list may now be empty, and it is where to go
  // next). An effect, not the mutation's callback: it must run after the dialog has let focus go.
  useEffect(() => {
    if (clearedChecked > 0) addNameRef.current?.focus();
  }, [clearedChecked]);

  /** The neighbour that takes an item's place in its part of the list, or null when none is left. */
  const neighbourOf = (item: GroceryItem): FocusTarget | null => {
    const order = visualOrder(view);
    const part = item.checked ? order.checked : order.toBuy;
    const next = focusAfterMove(part, item.id);
    return next === item.id ? null : { id: next, checked: item.checked };
  };

  /**
   * The last check or delete on its way to the server, resolving to whether it got there. An undo
   * waits for it: sent before it, "put back" could merge into the item the delete then removes, or
   * "uncheck" could arrive before the check.
   */
  const lastWrite = useRef<Promise<boolean>>(Promise.resolve(true));
  const [undoing, setUndoing] = useState(false);
  // A second tap on Undo before the first has drawn its busy state must not put an item back twice.
  const undoingRef = useRef(false);

  const track = (write: Promise<unknown>, item: GroceryItem) => {
    lastWrite.current = write.then(
      () => true,
      () => {
        // A change that failed is not there to undo (its own toast says so).
        forgetIf(item);
        return false;
      },
    );
  };

  const onCheck = (item: GroceryItem, checked: boolean) => {
    focusRef.current = neighbourOf(item) ?? { id: item.id, checked };
    remember({ kind: 'check', item, checked });
    track(check.mutateAsync({ item, checked }), item);
  };

  const onDelete = (item: GroceryItem) => {
    const others = visualOrder(view);
    const fallback = [...others.toBuy, ...others.checked].find((id) => id !== item.id);
    const fallbackItem = items?.find((candidate) => candidate.id === fallback);
    focusRef.current =
      neighbourOf(item) ??
      (fallbackItem ? { id: fallbackItem.id, checked: fallbackItem.checked } : null);
    if (!focusRef.current) document.getElementById('main')?.focus();
    remember({ kind: 'delete', item });
    track(remove.mutateAsync(item), item);
  };

  const onUndo = async () => {
    if (!lastChange || undoingRef.current) return;
    const change = lastChange;
    const { item } = change;
    undoingRef.current = true;
    setUndoing(true);
    try {
      if (!(await lastWrite.current)) return;
      if (change.kind === 'check') {
        focusRef.current = { id: item.id, checked: !change.checked };
        forget();
        // Its failure has its toast and rollback in the mutation.
        await check
          .mutateAsync({ item: { ...item, checked: change.checked }, checked: !change.checked })
          .catch(() => undefined);
        return;
      }
      try {
        const back = await restore.mutateAsync(item);
        focusRef.current = { id: back.id, checked: back.checked };
        forget();
      } catch {
        toast.error(groceryMessages.addFailed, { key: `grocery:${item.id}` });
      }
    } finally {
      undoingRef.current = false;
      setUndoing(false);
    }
  };

  const onClear = () => {
    const count = view.checkedCount;
    clear.mutate(undefined, {
      onSuccess: () => {
        toast.success(`Cleared ${itemsWord(count)} from your list.`, { key: 'grocery:clear' });
        // The change it offered to undo may name an item that is gone.
        forget();
        setClearedChecked((n) => n + 1);
      },
      onError: () => toast.error(groceryMessages.clearFailed, { key: 'grocery:clear' }),
      onSettled: () => setConfirmingClear(false),
    });
  };

  const copyAsText = async () => {
    try {
      await navigator.clipboard.writeText(groceryListText(items ?? []));
      toast.success('Copied the list as text: paste it in a message or a note.', {
        key: 'grocery:copy',
      });
    } catch {
      toast.error('Could not copy the list: your browser did not allow it.', {
        key: 'grocery:copy',
      });
    }
  };

  const rowActions = {
    onCheck,
    onDelete,
    onEdit: (item: GroceryItem, opener: HTMLElement) => {
      editOpenerRef.current = opener;
      setEditing(item);
    },
  };

  let content;
  if (list.isPending) {
    content = <ListSkeleton />;
  } else if (!items) {
    content = (
      <ErrorState
        message={groceryMessages.loadFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  } else if (view.toBuyCount + view.checkedCount === 0) {
    content = (
      <EmptyState title="Your grocery list is empty">
        Add an item above, or add the ingredients of a{' '}
        <Link to="/recipes" className={linkClasses}>
          recipe
        </Link>{' '}
        or a whole{' '}
        <Link to="/meal-plans" className={linkClasses}>
          meal plan
        </Link>{' '}
        from its page: the same foods are added up into one line.
      </EmptyState>
    );
  } else {
    content = (
      <div className="flex flex-col gap-6">
        {view.toBuyCount === 0 ? (
          <p className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-950">
            Everything is checked off.
          </p>
        ) : null}
        {view.aisles.map((group) => (
          <ItemGroup
            key={group.category}
            headingId={`grocery-aisle-${group.category}`}
            heading={group.label}
            items={group.items}
            {...rowActions}
          />
        ))}
        {view.checkedCount > 0 ? (
          <ItemGroup
            headingId="grocery-checked"
            heading="Checked"
            items={view.checked}
            action={
              <Button
                ref={clearButtonRef}
                variant="secondary"
                size="sm"
                onClick={() => setConfirmingClear(true)}
              >
                Clear checked
              </Button>
            }
            {...rowActions}
          />
        ) : null}
      </div>
    );
  }

  return (
    <div className={`flex flex-col gap-6 ${lastChange ? 'pb-24' : ''}`}>
      <PageHeader
        title="Grocery List"
        description="What to buy, by aisle. Tap an item to check it off."
      />
      {/* One row, as tall before the list arrives as after: nothing below it moves when it does. */}
      <div className="-mt-4 flex min-h-9 flex-wrap items-center justify-between gap-2">
        {items ? (
          <p className="text-sm font-medium text-slate-700">{countsText(view)}</p>
        ) : (
          <Skeleton className="h-4 w-40" />
        )}
        {view.toBuyCount > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => void copyAsText()}>
            <ClipboardCopy aria-hidden="true" className="size-4" />
            Copy list as text
          </Button>
        ) : null}
      </div>
      {items && list.isError ? (
        // Offline in the shop: the list already loaded stays usable; only the reload failed.
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p>Could not reload your grocery list: showing it as last loaded.</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void list.refetch()}
            busy={list.isRefetching}
          >
            Retry
          </Button>
        </div>
      ) : null}
      <OfflineNote
        online={offline.online}
        waiting={offline.changes.length}
        syncing={offline.syncing}
      />
      <AddItemForm nameRef={addNameRef} />
      {content}
      {editing ? (
        <EditItemDialog
          item={editing}
          onClose={() => setEditing(null)}
          returnFocusRef={editOpenerRef}
        />
      ) : null}
      <ConfirmDialog
        open={confirmingClear}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={onClear}
        title="Clear checked items?"
        description={`The ${itemsWord(view.checkedCount)} you checked off will be removed from your list.`}
        confirmLabel="Clear checked"
        busy={clear.isPending}
        returnFocusRef={clearButtonRef}
      />
      <UndoBar
        change={lastChange}
        changeNumber={changeNumber}
        onUndo={() => void onUndo()}
        onDismiss={forget}
        busy={undoing}
      />
    </div>
  );
}
