import {
  DETAIL_REFERENCE,
  KC_CERTIFIED_KINDS,
  KC_KIND_LABELS,
  KC_KINDS,
  KC_AGENCY_MAX,
  KC_NUMBER_MAX,
  labels,
  type KcKind,
  type KcRequirement,
  type NoticeField,
  type NoticeGroupInfo,
  type NoticeValues,
} from '@seller/domain';
import { Checkbox, Select } from 'antd';
import Input from 'antd/es/input/Input';
import { textCount } from '../../lib/text-count.ts';

export interface NoticeState {
  notice: NoticeValues;
  kcKind: KcKind | null;
  kcNumber: string;
  kcAgency: string;
}

const fieldId = (key: string) => `notice-${key}`;

/** One item of the notice: its text, and "상품상세 참조" where the notice allows pointing to the detail page. */
function NoticeItem({
  field,
  value,
  onChange,
}: {
  field: NoticeField;
  value: string;
  onChange: (value: string) => void;
}) {
  const referenced = field.detailReference && value === DETAIL_REFERENCE;
  return (
    <div className="notice-item">
      <label htmlFor={fieldId(field.key)} className="notice-label">
        {field.label}
        {!field.optional && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="notice-input">
        <Input
          id={fieldId(field.key)}
          value={value}
          count={textCount(field.max)}
          disabled={referenced}
          placeholder={field.hint}
          onChange={(e) => onChange(e.target.value)}
        />
        {field.detailReference && (
          <Checkbox
            checked={referenced}
            aria-label={labels.form.detailReferenceOf(field.label)}
            onChange={(e) => onChange(e.target.checked ? DETAIL_REFERENCE : '')}
          >
            {labels.form.detailReference}
          </Checkbox>
        )}
      </div>
    </div>
  );
}

/**
 * 상품정보제공고시 of the product's group and its KC certification (issue 35 §2): the items follow the
 * top category; KC is asked for where the law requires it.
 */
export function NoticeSection({
  group,
  kc,
  value,
  onChange,
}: {
  group: NoticeGroupInfo | null;
  kc: KcRequirement;
  value: NoticeState;
  onChange: (patch: Partial<NoticeState>) => void;
}) {
  if (!group) return <span className="muted">{labels.form.noticeAfterCategory}</span>;
  const certified = !!value.kcKind && KC_CERTIFIED_KINDS.includes(value.kcKind);
  return (
    <div className="notice-section">
      <div className="muted">{labels.form.noticeGroupOf(group.name)}</div>
      {group.fields.map((field) => (
        <NoticeItem
          key={field.key}
          field={field}
          value={value.notice[field.key] ?? ''}
          onChange={(text) => onChange({ notice: { ...value.notice, [field.key]: text } })}
        />
      ))}
      {kc === 'none' ? (
        <div className="muted">{labels.form.kcNotNeeded}</div>
      ) : (
        <fieldset className="notice-kc">
          <legend>{labels.form.kc}</legend>
          {kc === 'certify' && <div className="muted">{labels.form.kcChildrenHint}</div>}
          <div className="notice-item">
            <span className="notice-label">
              {labels.form.kcKind}
              <span className="required" aria-hidden="true">
                {' '}
                *
              </span>
            </span>
            <Select
              aria-label={labels.form.kcKind}
              style={{ width: 220 }}
              value={value.kcKind ?? undefined}
              onChange={(kcKind: KcKind) => onChange({ kcKind })}
              options={KC_KINDS.map((k) => ({ value: k, label: KC_KIND_LABELS[k] }))}
            />
          </div>
          {certified && (
            <>
              <div className="notice-item">
                <label htmlFor="notice-kc-number" className="notice-label">
                  {labels.form.kcNumber}
                </label>
                <Input
                  id="notice-kc-number"
                  value={value.kcNumber}
                  count={textCount(KC_NUMBER_MAX)}
                  onChange={(e) => onChange({ kcNumber: e.target.value })}
                />
              </div>
              <div className="notice-item">
                <label htmlFor="notice-kc-agency" className="notice-label">
                  {labels.form.kcAgency}
                </label>
                <Input
                  id="notice-kc-agency"
                  value={value.kcAgency}
                  count={textCount(KC_AGENCY_MAX)}
                  onChange={(e) => onChange({ kcAgency: e.target.value })}
                />
              </div>
            </>
          )}
        </fieldset>
      )}
    </div>
  );
}
