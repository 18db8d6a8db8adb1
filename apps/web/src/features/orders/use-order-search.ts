import {
  buildOrderSearch,
  CLAIM_STATE_FILTERS,
  PICKUP_FILTERS,
  DEADLINE_FILTERS,
  defaultOrderRange,
  isOrderStatus,
  message,
  ORDER_SEARCH_FIELDS,
  type OrderScreen,
  type OrderSearchField,
  type OrderSearchForm,
  type OrderSearchParams,
} from '@seller/domain';
import { useMemo } from 'react';
import { useListUrlState, useSearchDraft } from '../../components/list/index.ts';
import { dialog } from '../../lib/dialog.ts';

const FILTER_KEYS = [
  'field',
  'keyword',
  'status',
  'startDate',
  'endDate',
  'deadline',
  'pickupStatus',
  'claimState',
] as const;
const DIALOGS = ['uploadSheet', 'scanToShip', 'uploadPickupSheet'] as const;

const isField = (v: string | undefined): v is OrderSearchField =>
  !!v && (ORDER_SEARCH_FIELDS as readonly string[]).includes(v);

function formFromUrl(
  filters: Partial<Record<(typeof FILTER_KEYS)[number], string>>,
  marketId: number,
): Required<OrderSearchForm> {
  const range = defaultOrderRange(marketId);
  return {
    field: isField(filters.field) ? filters.field : '',
    keyword: filters.keyword ?? '',
    status: filters.status && isOrderStatus(filters.status) ? filters.status : '',
    startDate: filters.startDate ?? range.startDate,
    endDate: filters.endDate ?? range.endDate,
    deadline: DEADLINE_FILTERS.find((d) => d === filters.deadline) ?? '',
    pickupStatus: PICKUP_FILTERS.find((p) => p === filters.pickupStatus) ?? '',
    claimState: CLAIM_STATE_FILTERS.find((p) => p === filters.claimState) ?? '',
  };
}

/**
 * An order list's search (spec 02 §2.3), kept in the address: `url` the list's state, `form` the
 * fields as typed, `applied` the search the list shows, `submit` checks the fields and searches.
 */
export function useOrderSearch(screen: OrderScreen, marketId: number) {
  const url = useListUrlState({ filters: FILTER_KEYS, dialogs: DIALOGS });
  // The fields show what is listed: an address whose search cannot run (a reversed period) lists
  // the screen's default, and its fields say so (issue 38 §12).
  const urlForm = useMemo(() => {
    const fromUrl = formFromUrl(url.filters, marketId);
    return buildOrderSearch(screen, marketId, fromUrl).ok ? fromUrl : formFromUrl({}, marketId);
  }, [url.filters, marketId, screen]);
  const [form, setForm] = useSearchDraft(urlForm);

  // The applied search: what the URL says, or the screen's default when the URL is not a valid search.
  const applied = useMemo(() => {
    const result = buildOrderSearch(screen, marketId, urlForm);
    const params = result.ok
      ? result.params
      : (buildOrderSearch(screen, marketId, {}) as { ok: true; params: OrderSearchParams }).params;
    return { ...params, marketId };
  }, [screen, marketId, urlForm]);

  const submit = async () => {
    const result = buildOrderSearch(screen, marketId, form);
    if (!result.ok) {
      await dialog.alert(message(result.error));
      if (result.reset) {
        const reset = { ...form, ...result.reset };
        setForm(reset);
        url.search({ ...reset, keyword: reset.keyword.trim() });
      }
      return;
    }
    // The days as read from what was typed (`2026.1.5` → `2026-01-05`) where the period applies.
    const { startDate = form.startDate, endDate = form.endDate } = result.params;
    setForm({ ...form, startDate, endDate });
    url.search({
      ...form,
      startDate,
      endDate,
      keyword: form.keyword.trim(),
      status: form.field === 'orderStatus' ? form.status : '',
    });
  };

  return { url, form, setForm, applied, submit };
}
