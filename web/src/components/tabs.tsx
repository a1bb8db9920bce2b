import { createContext, type KeyboardEvent, type ReactNode, useContext, useId, useState } from 'react';

interface TabsState {
  value: string;
  select: (value: string) => void;
  id: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState>({ value: '', select: () => {}, id: () => '' });

/**
 * Tabs as WAI-ARIA's tabs pattern asks (a `tablist` of `tab`s, each showing its `tabpanel`), in place of Radix's:
 * the profile draws them and hydrates them on a phone's first load, where Radix's roving focus and collection
 * were 10 KB of its JavaScript. Arrows (mirrored right to left), Home and End move along the row and select
 * as they go; only the selected tab is in the Tab order; a panel's content is rendered only while selected.
 * `value` with `onValueChange` when the caller keeps the choice, else `defaultValue`.
 */
export function Tabs({
  value,
  defaultValue = '',
  onValueChange,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const state: TabsState = {
    value: value ?? own,
    select: (next) => {
      setOwn(next);
      onValueChange?.(next);
    },
    id: (part, of) => `${base}-${part}-${of}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

function moveAlong(event: KeyboardEvent<HTMLButtonElement>) {
  const row = event.currentTarget.closest('[role=tablist]');
  const tabs = [...(row?.querySelectorAll<HTMLButtonElement>('[role=tab]') ?? [])];
  const at = tabs.indexOf(event.currentTarget);
  // The page's direction, as `<html dir>` says for the reader's language.
  const rtl = row?.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const step = (STEPS[event.key] ?? 0) * (rtl ? -1 : 1);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? tabs.length - 1
        : step
          ? (at + step + tabs.length) % tabs.length
          : -1;
  const target = tabs[next];
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.click();
}

export function TabList({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className={className}>
      {children}
    </div>
  );
}

/** A tab; `data-state="active"` on the selected one, for its styles. */
export function Tab({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useContext(TabsContext);
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.id('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.id('panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      className={className}
      onClick={() => tabs.select(value)}
      onKeyDown={moveAlong}
    >
      {children}
    </button>
  );
}

export function TabPanel({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useContext(TabsContext);
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.id('panel', value)}
      aria-labelledby={tabs.id('tab', value)}
      data-state={selected ? 'active' : 'inactive'}
      hidden={!selected}
      className={className}
    >
      {selected ? children : null}
    </div>
  );
}
