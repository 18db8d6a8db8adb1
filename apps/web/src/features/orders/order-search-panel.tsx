import {
  claimScreens,
  DEADLINE_FILTER_LABELS,
  DEADLINE_FILTERS,
  labels,
  ORDER_CODE_MAX,
  ORDER_SEARCH_FIELD_LABELS,
  ORDER_SEARCH_FIELDS,
  ORDER_STATUS_LABELS,
  periodApplies,
  type DeadlineFilter,
  type OrderScreen,
  type OrderSearchField,
  type OrderSearchForm,
  type OrderStatus,
} from '@seller/domain';
import { Select } from 'antd';
import Input from 'antd/es/input/Input';
import { PeriodField, SearchField, SearchPanel } from '../../components/list/index.ts';
import { ClaimFilters } from './claim-cells.tsx';
import { textCount } from '../../lib/text-count.ts';

/**
 * An order list's search panel (spec 02 §2.3): the field and its keyword (or the status), the paid
 * period where it applies, the dispatch deadline filter where orders await dispatch, and the
 * exchange and refund requests' claim filters (회수 상태, 처리 지연 or 보류).
 */
export function OrderSearchPanel({
  screen,
  statuses,
  form,
  setForm,
  withDeadline,
  onSearch,
  onReset,
}: {
  screen: OrderScreen;
  /** The statuses the screen lists, offered when searching by status. */
  statuses: readonly OrderStatus[];
  form: Required<OrderSearchForm>;
  setForm: (form: Required<OrderSearchForm>) => void;
  withDeadline: boolean;
  onSearch: () => void;
  onReset: () => void;
}) {
  const periodOn = periodApplies(screen, form.field);
  return (
    <SearchPanel onSearch={onSearch} onReset={onReset}>
      <SearchField label={labels.order.searchField} htmlFor="order-search-field">
        <Select
          id="order-search-field"
          aria-label={labels.order.searchField}
          value={form.field}
          onChange={(field: OrderSearchField | '') => setForm({ ...form, field, keyword: '', status: '' })}
          options={[
            { value: '', label: labels.order.noField },
            ...ORDER_SEARCH_FIELDS.map((f) => ({ value: f, label: ORDER_SEARCH_FIELD_LABELS[f] })),
          ]}
          style={{ width: 150 }}
        />
      </SearchField>
      {form.field === 'orderStatus' ? (
        <SearchField label={labels.order.status} htmlFor="order-search-status">
          <Select
            id="order-search-status"
            aria-label={labels.order.status}
            value={form.status}
            onChange={(status: OrderStatus | '') => setForm({ ...form, status })}
            options={[
              { value: '', label: labels.list.all },
              ...statuses.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
            ]}
            style={{ width: 150 }}
          />
        </SearchField>
      ) : (
        <SearchField label={labels.order.keyword} htmlFor="order-search-keyword">
          <Input
            id="order-search-keyword"
            value={form.keyword}
            disabled={!form.field}
            count={textCount(ORDER_CODE_MAX)}
            onChange={(e) => setForm({ ...form, keyword: e.target.value })}
            style={{ width: 220 }}
            aria-describedby="order-search-keyword-hint"
          />
          {/* The search is exact (spec 02): say so, naming the field. */}
          <div id="order-search-keyword-hint" className="search-field-hint">
            {form.field ? labels.order.keywordHint(ORDER_SEARCH_FIELD_LABELS[form.field]) : labels.order.keywordNoField}
          </div>
        </SearchField>
      )}
      <PeriodField
        label={labels.order.paidPeriod}
        idPrefix="order-period"
        period={form}
        disabled={!periodOn || !!form.deadline || (claimScreens(screen) && !!form.claimState)}
        onChange={(p) => setForm({ ...form, ...p })}
      />
      {withDeadline && (
        <SearchField label={labels.deadline.filter} htmlFor="order-search-deadline">
          <Select
            id="order-search-deadline"
            aria-label={labels.deadline.filter}
            value={form.deadline}
            onChange={(deadline: DeadlineFilter | '') => setForm({ ...form, deadline })}
            options={[
              { value: '', label: labels.deadline.filterAll },
              ...DEADLINE_FILTERS.map((d) => ({ value: d, label: DEADLINE_FILTER_LABELS[d] })),
            ]}
            style={{ width: 130 }}
          />
        </SearchField>
      )}
      {claimScreens(screen) && <ClaimFilters form={form} onChange={setForm} />}
    </SearchPanel>
  );
}
