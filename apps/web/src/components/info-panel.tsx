import { type FieldKind, formatPhone, labels, messages } from '@seller/domain';
import { Card, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import './info-panel.css';

export interface InfoField {
  key: string;
  label: string;
  kind: FieldKind;
}

function show(kind: FieldKind, value: unknown, statusLabels: Record<string, string>): ReactNode {
  if (value === null || value === undefined || value === '')
    return <span className="muted">{messages.common.none}</span>;
  const text = String(value);
  switch (kind) {
    case 'phone':
      return formatPhone(text);
    case 'image':
      return <img src={text} alt="" className="info-image" />;
    case 'link':
      return (
        <a href={text} target="_blank" rel="noreferrer">
          {text}
        </a>
      );
    case 'file':
      return (
        <a href={text} target="_blank" rel="noreferrer">
          {labels.shell.viewFile}
        </a>
      );
    case 'status':
      return statusLabels[text] ?? text;
    default:
      return text;
  }
}

/** A read-only panel of labelled values (account, market, business, settlement info). */
export function InfoPanel({
  title,
  fields,
  values,
  statusLabels = {},
  extra,
}: {
  title: string;
  fields: readonly InfoField[];
  values: Record<string, unknown>;
  statusLabels?: Record<string, string>;
  extra?: ReactNode;
}) {
  return (
    <Card title={title} extra={extra} style={{ marginBottom: 16 }}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={fields.map((f) => ({ key: f.key, label: f.label, children: show(f.kind, values[f.key], statusLabels) }))}
      />
    </Card>
  );
}
