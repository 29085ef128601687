import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Shown in the tab after the label (a count, an error mark). */
  badge?: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** Names the tablist for screen readers. */
  label: string;
  tabs: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right (wrapping), Home and End move between tabs and
 * select them; only the selected tab is in the Tab order. Every panel stays mounted (hidden when not
 * selected) so form inputs inside keep their state. On a narrow screen the tabs wrap onto more rows
 * rather than push the page sideways (issue 10: every tab list fits 390 px).
 */
export function Tabs({ label, tabs, selectedId, onSelect }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === selectedId);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-x-1 border-b border-slate-300"
      >
        {tabs.map((tab) => {
          const selected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-4 font-medium ${
                selected
                  ? 'border-emerald-700 text-emerald-900'
                  : 'border-transparent text-slate-700 hover:text-slate-900'
              }`}
            >
              {tab.label}
              {tab.badge}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selectedId}
          tabIndex={0}
          className="pt-4 focus-visible:rounded-lg"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
