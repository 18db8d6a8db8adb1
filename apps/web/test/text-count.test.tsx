import {
  DELIVERY_TEMPLATE_NAME_MAX,
  defaultDeliveryTemplate,
  labels,
  QNA_REPLY_MAX,
  type DeliveryTemplate,
} from '@seller/domain';
import { fireEvent, screen } from '@testing-library/react';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DeliveryTemplateForm } from '../src/components/delivery-template/template-form.tsx';
import { textCount } from '../src/lib/text-count.ts';
import { renderInApp } from './render.tsx';

const EMOJI = '😀';

function Template() {
  const [value, setValue] = useState<DeliveryTemplate>(defaultDeliveryTemplate());
  return <DeliveryTemplateForm value={value} onChange={setValue} />;
}

function Reply() {
  const [value, setValue] = useState('');
  return (
    <TextArea
      aria-label="reply"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      count={textCount(QNA_REPLY_MAX, ({ count }) => `${count} / ${QNA_REPLY_MAX}`)}
    />
  );
}

describe('text fields count characters as the server does (an emoji is one)', () => {
  it('takes a delivery template name of the longest length in emoji, shows it as full, and cuts beyond', () => {
    renderInApp(<Template />);
    const name = screen.getByLabelText(labels.delivery.name) as HTMLInputElement;
    expect(name.getAttribute('maxlength')).toBeNull();
    fireEvent.change(name, { target: { value: EMOJI.repeat(DELIVERY_TEMPLATE_NAME_MAX) } });
    expect(name.value).toBe(EMOJI.repeat(DELIVERY_TEMPLATE_NAME_MAX));
    expect(screen.getByText(`${DELIVERY_TEMPLATE_NAME_MAX} / ${DELIVERY_TEMPLATE_NAME_MAX}`)).toBeTruthy();
    fireEvent.change(name, { target: { value: EMOJI.repeat(DELIVERY_TEMPLATE_NAME_MAX + 3) } });
    expect(name.value).toBe(EMOJI.repeat(DELIVERY_TEMPLATE_NAME_MAX));
  });

  it('cuts between characters, never inside an emoji, and counts with the given formatter', () => {
    renderInApp(<Reply />);
    const reply = screen.getByLabelText('reply') as HTMLTextAreaElement;
    fireEvent.change(reply, { target: { value: `a${EMOJI.repeat(QNA_REPLY_MAX)}` } });
    expect(reply.value).toBe(`a${EMOJI.repeat(QNA_REPLY_MAX - 1)}`);
    expect(screen.getByText(`${QNA_REPLY_MAX} / ${QNA_REPLY_MAX}`)).toBeTruthy();
  });

  it('leaves a plain text under the limit as typed', () => {
    renderInApp(<Input aria-label="plain" defaultValue="" count={textCount(5)} />);
    const plain = screen.getByLabelText('plain') as HTMLInputElement;
    fireEvent.change(plain, { target: { value: '가나다' } });
    expect(plain.value).toBe('가나다');
  });
});
