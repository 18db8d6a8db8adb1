import { labels } from '@seller/domain';
import { Button, Form, InputNumber } from 'antd';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { useCan } from '../../lib/rights.ts';

/**
 * One whole-number setting of the market on 마켓 관리 (발송 달력's business days, 보안's idle
 * minutes): the field with its help, and 저장 where the role may edit the market, which saves the
 * number (an empty field is sent as not a number, for the server's Korean refusal) and says so.
 */
export function NumberSettingForm({
  name,
  value,
  label,
  help,
  min,
  max,
  save,
  saving,
  saved,
  maxWidth,
}: {
  /** The field's name, and so its id (each setting's own: the tabs stay mounted side by side). */
  name: string;
  value: number;
  label: string;
  help: string;
  min: number;
  max: number;
  save: (value: number) => Promise<unknown>;
  saving: boolean;
  /** The message once saved. */
  saved: string;
  maxWidth: number;
}) {
  const canEdit = useCan('market.edit');
  const onFinish = async (values: Record<string, number | null>) => {
    try {
      await save(values[name] ?? Number.NaN);
      await dialog.alert(saved);
    } catch (error) {
      await alertError(error);
    }
  };
  return (
    <Form
      layout="vertical"
      initialValues={{ [name]: value }}
      onFinish={(values: Record<string, number | null>) => void onFinish(values)}
      style={{ maxWidth }}
    >
      <Form.Item name={name} label={label} extra={help}>
        <InputNumber min={min} max={max} precision={0} disabled={!canEdit} />
      </Form.Item>
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={saving}>
          {labels.market.save}
        </Button>
      )}
    </Form>
  );
}
