'use client';
/**
 * The destination field (spec 001 §2 "Location search dropdown", §4 "Location search") on Ark UI's Combobox: the
 * popular domestic and foreign cities (server-rendered props, by priority) while the field is empty; a remote
 * search through the edge from 2 characters after 500 ms; Enter picks the first result (also when it is still
 * loading); clearing restores the popular lists. ي/ك are written as ی/ک as the user types.
 */
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useMemo, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { LOCATION_SEARCH_DEBOUNCE_MS, LOCATION_SEARCH_MIN_CHARS, LOCATION_TYPES } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { collapseWhitespace, normalizeArabicLetters, joinParts } from '@/lib/text';
import type { Location } from '@/server/schemas/locations';
import type { FormLocation } from '@/server/upstream/search-form';
import { type Destination, toDestination } from '@/lib/destination';
import { comboboxClearStyle, comboboxControlStyle, comboboxInputStyle, fieldStyle, labelStyle } from '../form-styles';
import { ArkLocale } from '../../ui/ArkLocale';
import { edgeJson } from '../../edge-client';
import { CloseIcon } from '../../ui/icons';

/** The popular lists, with the fields a form uses (the page's payload carries only those). */
export interface OfflineLists {
  domestic: FormLocation[];
  international: FormLocation[];
}

export interface DestinationComboboxProps {
  offline: OfflineLists;
  value: Destination | null;
  onChange: (destination: Destination | null) => void;
  /** Location types searched remotely (hotels: cities 3 and single hotels 4). */
  locationTypes?: readonly number[];
  label?: string;
  placeholder?: string;
  /** The validation alert under the field. */
  error?: string | null;
  /** Ids of the form's fields, for labels. */
  id?: string;
}

type Group = 'domestic' | 'international' | 'results';

interface Item {
  location: FormLocation;
  group: Group;
}

type SearchState = { status: 'idle' } | { status: 'short' } | { status: 'loading' } | { status: 'done'; items: Location[] };

/** The matching locations; null when the search was cancelled (a newer term replaced it), [] when it failed. */
async function searchLocations(name: string, locationTypes: readonly number[], signal: AbortSignal): Promise<Location[] | null> {
  const res = await edgeJson<{ data?: Location[] }>('/api/locations/search', {
    body: { name, lang: 'fa', locationTypes, takeCount: 0, parentid: null, showAllCity: null, myCityShowOnly: null, isLocal: null },
    signal,
  });
  if (signal.aborted) return null;
  return res.ok ? (res.data.data ?? []) : [];
}

export function DestinationCombobox(props: DestinationComboboxProps) {
  const {
    offline,
    value,
    onChange,
    locationTypes = [LOCATION_TYPES.cityOrAirport, LOCATION_TYPES.singleHotel],
    label = messages.searchForm.destination,
    placeholder = messages.searchForm.destinationPlaceholder,
    error,
    id = 'destination',
  } = props;
  const [input, setInput] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const pendingEnter = useRef(false);

  const term = collapseWhitespace(input);
  const typing = value === null || term !== value.name;

  // Remote search: from 2 characters, 500 ms after the last keystroke; a newer term aborts the older request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new term restarts the search; locationTypes is fixed per form and often an inline array, which would restart it on every render
  useEffect(() => {
    if (!typing || term === '') {
      setSearch({ status: 'idle' });
      return;
    }
    if (term.length < LOCATION_SEARCH_MIN_CHARS) {
      setSearch({ status: 'short' });
      return;
    }
    setSearch({ status: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchLocations(term, locationTypes, controller.signal).then((items) => {
        if (items !== null) setSearch({ status: 'done', items });
      });
    }, LOCATION_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, typing]);

  const items: Item[] = useMemo(() => {
    if (search.status === 'done') return search.items.map((location) => ({ location, group: 'results' as const }));
    if (search.status === 'idle')
      return [
        ...offline.domestic.map((location) => ({ location, group: 'domestic' as const })),
        ...offline.international.map((location) => ({ location, group: 'international' as const })),
      ];
    return [];
  }, [search, offline]);

  const collection = useMemo(
    () =>
      createListCollection<Item>({
        items,
        itemToValue: (i) => `${i.group}:${i.location.locationId}`,
        itemToString: (i) => i.location.name,
        groupBy: (i) => i.group,
      }),
    [items],
  );

  const choose = (location: FormLocation) => {
    pendingEnter.current = false;
    setInput(location.name);
    setOpen(false);
    onChange(toDestination(location));
  };

  // Enter pressed while the results were still loading: pick the first one when they come.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the results arrive; choose is a new function on every render
  useEffect(() => {
    if (search.status === 'done' && pendingEnter.current) {
      pendingEnter.current = false;
      const first = search.items[0];
      if (first) choose(first);
    }
  }, [search]);

  const emptyText =
    search.status === 'loading'
      ? messages.location.searching
      : search.status === 'short' || (search.status === 'idle' && items.length === 0)
        ? messages.location.searchPhrase
        : search.status === 'done' && items.length === 0
          ? messages.location.noResult
          : null;

  return (
    <ArkLocale>
      <Combobox.Root
        collection={collection}
        inputValue={input}
        onInputValueChange={(d) => {
          if (d.reason === 'item-select') return;
          const next = normalizeArabicLetters(d.inputValue);
          setInput(next);
          if (d.reason === 'clear-trigger' || next.trim() === '') onChange(null);
        }}
        value={value ? [`${items.find((i) => i.location.locationId === value.id)?.group ?? 'results'}:${value.id}`] : []}
        onValueChange={(d) => {
          const item = d.items[0] as Item | undefined;
          if (item) choose(item.location);
        }}
        open={open}
        onOpenChange={(d) => setOpen(d.open)}
        openOnClick
        inputBehavior="autohighlight"
        selectionBehavior="replace"
        positioning={{ placement: 'bottom-start', sameWidth: false, gutter: 4 }}
        ids={{ input: `${id}-input`, label: `${id}-label` }}
        className={fieldStyle}
        // The list (dozens of options) is built when it first opens, not while the page hydrates.
        lazyMount
        unmountOnExit
      >
        <Combobox.Label className={labelStyle}>{label}</Combobox.Label>
        <Combobox.Control className={comboboxControlStyle}>
          <Combobox.Input
            className={comboboxInputStyle}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            autoComplete="off"
            onKeyDown={(e) => {
              if (e.key === 'Enter' && search.status === 'loading') {
                pendingEnter.current = true;
                e.preventDefault();
              }
            }}
          />
          {input ? (
            <Combobox.ClearTrigger
              className={comboboxClearStyle}
              aria-label={messages.searchForm.clearDestination}
              onClick={() => {
                setInput('');
                onChange(null);
              }}
            >
              <CloseIcon />
            </Combobox.ClearTrigger>
          ) : null}
        </Combobox.Control>
        {error ? (
          <p id={`${id}-error`} role="alert" className={errorStyle}>
            {error}
          </p>
        ) : null}
        <Portal>
          <Combobox.Positioner className={css({ zIndex: 'popover' })}>
            <Combobox.Content className={contentStyle} dir="rtl" data-testid="destination-list">
              {emptyText ? (
                <p className={css({ p: '3', color: 'fg.muted' })} role="status">
                  {emptyText}
                </p>
              ) : null}
              {collection.group().map(([group, groupItems]) => (
                <Combobox.ItemGroup key={group} className={css({ mb: '2' })}>
                  {group !== 'results' ? (
                    <Combobox.ItemGroupLabel className={groupLabelStyle}>
                      {group === 'domestic' ? messages.location.popularDomestic : messages.location.popularForeign}
                    </Combobox.ItemGroupLabel>
                  ) : null}
                  {groupItems.map((item) => (
                    <Combobox.Item key={`${item.group}:${item.location.locationId}`} item={item} className={itemStyle}>
                      <Combobox.ItemText>
                        <span className={css({ fontWeight: 'semibold' })}>{item.location.name}</span>
                        <span className={css({ fontSize: 'xs', color: 'fg.muted', ms: '2' })}>
                          {item.location.locationTypeId === LOCATION_TYPES.singleHotel
                            ? joinParts(messages.searchForm.hotel, item.location.parentName)
                            : item.location.isLocal
                              ? (item.location.province ?? '')
                              : item.location.countryPersianName}
                        </span>
                      </Combobox.ItemText>
                    </Combobox.Item>
                  ))}
                </Combobox.ItemGroup>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
    </ArkLocale>
  );
}

const contentStyle = css({
  bg: 'bg.default',
  borderRadius: 'l3',
  boxShadow: 'lg',
  py: '2',
  w: '[min(380px, 94vw)]',
  // POPULAR_CITY_LIST_HEIGHT_PX (Panda extracts literal values only).
  maxH: '[340px]',
  overflowY: 'auto',
});
const groupLabelStyle = css({ px: '3', py: '1', fontSize: 'xs', fontWeight: 'bold', color: 'fg.muted' });
const itemStyle = css({ px: '3', py: '2', cursor: 'pointer', '&[data-highlighted]': { bg: 'pink.3' } });
const errorStyle = css({ color: 'red.11', fontSize: 'sm', fontWeight: 'semibold' });
