import { i18n } from '@lingui/core';
import { SEARCH_MAX_CHARS } from '@threads/contract';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { inputStyles } from '../components/button-styles';
import { TabRow } from '../components/tab-row';
import { TabPanel, Tabs } from '../components/tabs';
import { AddressResult } from '../features/search/components/address-result';
import { PeopleResults } from '../features/search/components/people-results';
import { PostResults } from '../features/search/components/post-results';
import { TagResults } from '../features/search/components/tag-results';
import { TopResults } from '../features/search/components/top-results';
import { isTagQuery } from '../features/search/lib/matching-tags';
import { TrendingTags } from '../features/tags/components/trending-tags';
import { SuggestedUsers } from '../features/users/components/suggested-users';
import { useDebouncedValue } from '../lib/use-debounced-value';

type SearchTab = 'top' | 'people' | 'posts' | 'tags';
/** A pasted profile or post address (of another server) is opened here instead of searched for. */
const ADDRESS = /^https?:\/\/\S+$/i;
const placeholders: Record<SearchTab, string> = {
  top: /*i18n*/ 'Search for a user',
  people: /*i18n*/ 'Search for a user',
  posts: /*i18n*/ 'Search posts',
  tags: /*i18n*/ 'Search tags',
};

/**
 * One search box over four tabs: Top (people, tags and posts together), People, Posts and Tags. With the box
 * empty: trending tags and suggested people, which never show beside results. An `http(s)://` address is
 * looked up on its server instead and opened here.
 */
export default function SearchScreen() {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<SearchTab>('top');
  const settled = useDebouncedValue(query.trim(), 200);
  const inputId = useId();
  const empty = !settled;
  const suggestions = empty ? <SuggestedUsers /> : null;
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="sr-only">{i18n._('Search')}</h1>
      <search className="relative">
        <form onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="sr-only">
            {i18n._(placeholders[tab])}
          </label>
          <Search className="pointer-events-none absolute top-2.5 start-3 size-4 text-zinc-500" aria-hidden />
          <input
            id={inputId}
            type="search"
            className={`${inputStyles} ps-9`}
            placeholder={i18n._(placeholders[tab])}
            autoComplete="off"
            maxLength={SEARCH_MAX_CHARS}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
      </search>
      {ADDRESS.test(settled) ? (
        <AddressResult url={settled} />
      ) : (
        <Tabs value={tab} onValueChange={(value) => setTab(value as SearchTab)} className="mt-2">
          <TabRow
            label={i18n._('Search for')}
            tall
            tabs={[
              { value: 'top', label: i18n._('Top') },
              { value: 'people', label: i18n._('People') },
              { value: 'posts', label: i18n._('Posts') },
              { value: 'tags', label: i18n._('Tags') },
            ]}
          />
          <TabPanel value="top">
            {empty ? (
              <>
                <TrendingTags />
                {suggestions}
              </>
            ) : (
              <TopResults query={settled} onSeeAllPeople={() => setTab('people')} />
            )}
          </TabPanel>
          <TabPanel value="people">
            <PeopleResults query={isTagQuery(settled) ? '' : settled} />
            {suggestions}
          </TabPanel>
          <TabPanel value="posts">
            <PostResults query={settled} />
            {empty ? <TrendingTags /> : null}
          </TabPanel>
          <TabPanel value="tags">{empty ? <TrendingTags /> : <TagResults query={settled} />}</TabPanel>
        </Tabs>
      )}
    </div>
  );
}
