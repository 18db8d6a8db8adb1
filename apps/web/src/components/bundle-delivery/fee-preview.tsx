import {
  bundleFeePreview,
  describeFeeRule,
  formatPrice,
  labels,
  SAMPLE_CART_QUANTITY_MAX,
  type BundleCartLine,
  type FeeRule,
} from '@seller/domain';
import { InputNumber, Table } from 'antd';
import { useState } from 'react';
import { useFeeRules } from './api.ts';

/** A product of the bundle as the editor holds it. */
export interface PreviewProduct {
  code: string;
  name: string;
}

/**
 * The bundle editor's fee preview (issue 20 §5): a sample cart of the bundle's products, each with the
 * quantity the seller types (one of each to start), and what the buyer would pay for delivery under
 * this bundle's rule next to what they would pay without it. The products' sale prices and own
 * delivery rules come from the server once per set of products; the figures are the domain's
 * `bundleFeePreview`, the function the server's fee-preview call answers with.
 */
export function FeePreview({ rule, products }: { rule: FeeRule; products: readonly PreviewProduct[] }) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const codes = products.map((p) => p.code);
  const rules = useFeeRules(codes);
  if (products.length === 0) return null;
  const known = new Map((rules.data ?? []).map((l) => [l.productCode, l]));
  const quantityOf = (code: string) => quantities[code] ?? 1;
  const lines: BundleCartLine[] = products.flatMap((p) => {
    const line = known.get(p.code);
    return line ? [{ productCode: p.code, price: line.price, quantity: quantityOf(p.code), rule: line.rule }] : [];
  });
  const ready = lines.length === products.length;
  const figures = bundleFeePreview(rule, lines);
  const won = (value: number) => labels.bundle.won(formatPrice(value));

  return (
    <section className="fee-preview" aria-label={labels.bundle.sampleCart} data-testid="bundle-sample-cart">
      <h4>{labels.bundle.sampleCart}</h4>
      <p className="muted">{labels.bundle.sampleHint}</p>
      <Table<PreviewProduct>
        rowKey="code"
        size="small"
        dataSource={[...products]}
        pagination={products.length > 10 ? { pageSize: 10 } : false}
        columns={[
          { title: labels.productList.name, dataIndex: 'name' },
          {
            title: labels.productList.salePrice,
            key: 'price',
            width: 110,
            align: 'right',
            render: (_, p) => (known.has(p.code) ? won(known.get(p.code)!.price) : ''),
          },
          {
            title: labels.bundle.ownRule,
            key: 'rule',
            width: 220,
            render: (_, p) => (known.has(p.code) ? describeFeeRule(known.get(p.code)!.rule) : ''),
          },
          {
            title: labels.bundle.sampleQuantity,
            key: 'quantity',
            width: 120,
            render: (_, p) => (
              <InputNumber
                aria-label={labels.bundle.sampleQuantityOf(p.name)}
                size="small"
                min={0}
                max={SAMPLE_CART_QUANTITY_MAX}
                precision={0}
                value={quantityOf(p.code)}
                onChange={(n) => setQuantities((q) => ({ ...q, [p.code]: typeof n === 'number' ? n : 0 }))}
                style={{ width: 90 }}
              />
            ),
          },
        ]}
      />
      {ready ? (
        <dl className="fee-preview-figures">
          <dt>{labels.bundle.sampleTotal}</dt>
          <dd>
            <output aria-label={labels.bundle.sampleTotal}>
              {labels.bundle.sampleTotalValue(formatPrice(figures.totalPrice), figures.totalQuantity)}
            </output>
          </dd>
          <dt>{labels.bundle.withBundle}</dt>
          <dd>
            <output aria-label={labels.bundle.withBundle}>{won(figures.withBundle)}</output>
          </dd>
          <dt>{labels.bundle.withoutBundle}</dt>
          <dd>
            <output aria-label={labels.bundle.withoutBundle}>{won(figures.withoutBundle)}</output>
          </dd>
        </dl>
      ) : (
        <p role="status">{labels.bundle.sampleLoading}</p>
      )}
    </section>
  );
}
