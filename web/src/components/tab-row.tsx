import { Tab, TabList } from './tabs';

/** One tab of a row: the value of the panel it shows, and its label. */
export interface TabItem {
  value: string;
  label: string;
}

const listClass = 'flex border-b border-zinc-200 dark:border-zinc-800';
const tabClass =
  'flex-1 border-b-2 border-transparent pb-3 text-center font-semibold text-zinc-500 data-[state=active]:border-current data-[state=active]:text-zinc-950 dark:text-zinc-400 dark:data-[state=active]:text-white';
const tallTabClass = `${tabClass} pt-3`;

/**
 * The row of underlined tabs (a `TabList`, inside the caller's `Tabs` beside its panels) on
 * profiles, follower lists, search and moderation: the selected one underlined and darker. `tall` gives the
 * tabs room above too, where the row sits right under a field.
 */
export function TabRow({ label, tabs, tall = false }: { label: string; tabs: TabItem[]; tall?: boolean }) {
  return (
    <TabList label={label} className={listClass}>
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} className={tall ? tallTabClass : tabClass}>
          {tab.label}
        </Tab>
      ))}
    </TabList>
  );
}
