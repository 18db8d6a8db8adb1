import { messages } from '@seller/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OptionsPopup, type OptionsValue } from '../src/features/products/options-popup.tsx';
import { renderInApp } from './render.tsx';

function Popup() {
  const [value, setValue] = useState<OptionsValue>({ groups: [], unions: [] });
  return <OptionsPopup open value={value} onChange={setValue} onClose={() => {}} />;
}

async function addValue(position: 1 | 2, group: string, detail: string, amount = '') {
  const name = screen.getByLabelText(`옵션 ${position} 옵션명`) as HTMLInputElement;
  if (!name.disabled) fireEvent.change(name, { target: { value: group } });
  fireEvent.change(screen.getByLabelText(`옵션 ${position} 상세 옵션명`), { target: { value: detail } });
  fireEvent.change(screen.getByLabelText(`옵션 ${position} 추가 금액`), { target: { value: amount } });
  const fieldset = screen.getByRole('group', { name: `옵션 ${position}` });
  await act(async () => fireEvent.click(within(fieldset).getByRole('button', { name: '추가' })));
}

async function expectAlert(text: string) {
  const alert = await screen.findByRole('alertdialog');
  expect(alert.textContent).toContain(text);
  await act(async () => fireEvent.click(within(alert).getByRole('button', { name: messages.common.confirm })));
}

const unionRows = () =>
  within(screen.getByRole('table', { name: '옵션 조합 목록' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('options popup', () => {
  it('combines the values of two groups with their extra amounts', async () => {
    renderInApp(<Popup />);
    await addValue(2, '색상', '블랙');
    await expectAlert(messages.product.option1First);
    await addValue(1, '사이즈', 'S');
    await addValue(1, '사이즈', 'M', '1000');
    await addValue(2, '색상', '블랙');
    expect(unionRows()).toEqual([expect.stringContaining('S / 블랙'), expect.stringContaining('M / 블랙')]);
    expect(unionRows()[1]).toContain('1,000원');
  });

  it('refuses a repeated value, a missing group name and an amount that is not digits', async () => {
    renderInApp(<Popup />);
    await addValue(1, '', 'S');
    await expectAlert(messages.product.noOptionName);
    await addValue(1, '사이즈', 'S');
    await addValue(1, '사이즈', 'S');
    await expectAlert(messages.product.noOrDuplicatedDetailName);
    await addValue(1, '사이즈', 'M', '1,0a');
    await expectAlert(messages.product.extraAmountDigits);
    expect(unionRows()).toHaveLength(1);
  });

  it('keeps at least one active combination', async () => {
    renderInApp(<Popup />);
    await addValue(1, '사이즈', 'S');
    await addValue(1, '사이즈', 'M');
    const rows = within(screen.getByRole('table', { name: '옵션 조합 목록' })).getAllByRole('row');
    await act(async () => fireEvent.click(within(rows[1]!).getByRole('button', { name: '삭제' })));
    expect(unionRows()).toHaveLength(1);
    const last = within(screen.getByRole('table', { name: '옵션 조합 목록' })).getAllByRole('row')[1]!;
    await act(async () => fireEvent.click(within(last).getByRole('button', { name: '삭제' })));
    await expectAlert(messages.product.minOneUnion);
    expect(unionRows()).toHaveLength(1);
    expect(screen.getByRole('table', { name: '삭제된 옵션 조합' })).toBeTruthy();
  });
});
