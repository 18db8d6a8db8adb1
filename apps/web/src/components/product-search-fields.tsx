import { labels, MAX_NAME_LENGTH } from '@seller/domain';
import { Select } from 'antd';
import Input from 'antd/es/input/Input';
import { PeriodField, SearchField } from './list/index.ts';
import { clearable } from './list/clearable.tsx';
import { textCount } from '../lib/text-count.ts';

/** A sell or display filter as the search form holds it: '' is "all". */
export type FlagChoice = '' | 'true' | 'false';
export const flagOf = (v: string | undefined): FlagChoice => (v === 'true' || v === 'false' ? v : '');
export const fromChoice = (v: FlagChoice) => (v === '' ? undefined : v === 'true');

export interface ProductSearchForm {
  name: string;
  sell: FlagChoice;
  display: FlagChoice;
  startDate: string;
  endDate: string;
}

/**
 * The product search's fields (name, sell, display, registered period), shared by the product
 * management list and the bundle editor's product picker.
 */
export function ProductSearchFields<F extends ProductSearchForm>({
  idPrefix,
  form,
  onChange,
}: {
  idPrefix: string;
  form: F;
  onChange: (next: F) => void;
}) {
  const flagSelect = (key: 'sell' | 'display', on: string, off: string) => (
    <Select<FlagChoice>
      id={`${idPrefix}-${key}`}
      value={form[key]}
      onChange={(value) => onChange({ ...form, [key]: value })}
      style={{ width: 130 }}
      options={[
        { value: '', label: labels.list.all },
        { value: 'true', label: on },
        { value: 'false', label: off },
      ]}
    />
  );
  return (
    <>
      <SearchField label={labels.productList.name} htmlFor={`${idPrefix}-name`}>
        <Input
          id={`${idPrefix}-name`}
          value={form.name}
          onChange={(e) => onChange({ ...form, name: e.target.value })}
          count={textCount(MAX_NAME_LENGTH)}
          allowClear={clearable}
          style={{ width: 200 }}
        />
      </SearchField>
      <SearchField label={labels.productList.sellFilter} htmlFor={`${idPrefix}-sell`}>
        {flagSelect('sell', labels.productList.sell, labels.productList.noSell)}
      </SearchField>
      <SearchField label={labels.productList.displayFilter} htmlFor={`${idPrefix}-display`}>
        {flagSelect('display', labels.productList.display, labels.productList.noDisplay)}
      </SearchField>
      <PeriodField
        label={labels.list.registeredPeriod}
        idPrefix={`${idPrefix}-period`}
        period={form}
        onChange={(p) => onChange({ ...form, ...p })}
      />
    </>
  );
}
