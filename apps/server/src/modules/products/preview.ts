import {
  FEE_TYPE_LABELS,
  formatPrice,
  isFeeType,
  KC_CERTIFIED_KINDS,
  KC_KIND_LABELS,
  labels,
  noticeGroupOf,
  noticeValuesOf,
  type ProductDetail,
  type ProductOptions,
  type ProductUnions,
} from '@seller/domain';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const won = (value: number) => `${formatPrice(value)}원`;

const BASE_STYLE = `
*{box-sizing:border-box}body{margin:0;background:#eef0f3;font-family:'Noto Sans KR','Apple SD Gothic Neo',sans-serif;color:#222}
.phone{max-width:420px;margin:0 auto;background:#fff;min-height:100vh}
.badge{background:#222;color:#fff;font-size:12px;text-align:center;padding:6px}
.gallery{display:flex;overflow-x:auto;scroll-snap-type:x mandatory}.gallery img{width:100%;flex:0 0 100%;scroll-snap-align:start;aspect-ratio:5/6;object-fit:cover;background:#f4f4f4}
.section{padding:16px;border-bottom:8px solid #f4f5f7}.brand{font-size:13px;color:#666}.name{font-size:18px;margin:4px 0 8px;font-weight:600}
.summary{font-size:14px;color:#555;margin:0 0 12px}.regular{color:#595959;text-decoration:line-through;font-size:13px}
.price{font-size:20px;font-weight:700}.rate{color:#e5484d;margin-right:6px}.tags span{display:inline-block;background:#f1f3f5;border-radius:12px;padding:2px 10px;margin:0 4px 4px 0;font-size:12px}
h2{font-size:15px;margin:0 0 10px}table{width:100%;border-collapse:collapse;font-size:13px}th,td{border:1px solid #e3e5e8;padding:6px;text-align:center}th{background:#f8f9fa}
.unions li{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #f0f0f0;font-size:14px}.unions ul{list-style:none;margin:0;padding:0}
.soldout{color:#6b6b6b}.muted{color:#595959;font-size:13px}.content img{max-width:100%;height:auto}.content iframe{width:100%;aspect-ratio:16/9;border:0}
.models li{font-size:14px;margin-bottom:4px}
.kc{font-size:20px;font-weight:700;margin:8px 0 0}.notice th{width:38%;text-align:left}.notice td{text-align:left}`;

/** The details HTML alone, as served at the content url. */
export function renderContentPage(html: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>상품 상세</title><style>body{margin:0;padding:12px;font-family:sans-serif}img{max-width:100%;height:auto}iframe{width:100%;aspect-ratio:16/9;border:0}</style></head><body>${html}</body></html>`;
}

export interface PreviewData {
  detail: ProductDetail;
  options: ProductOptions['options'];
  unions: ProductUnions['unions'];
  /** Already sanitised when stored. */
  html: string;
}

function deliveryLine(detail: ProductDetail): string {
  const d = detail.delivery;
  const label = isFeeType(d.feeType) ? FEE_TYPE_LABELS[d.feeType] : d.feeType;
  const parts = [label];
  if (d.feeType !== 'FREE') parts.push(`배송비 ${won(d.defaultFee)}`);
  if (d.feeType === 'FREE_BY_TOTAL_PRICE') parts.push(`${won(d.intCondition)} 이상 무료`);
  if (d.feeType === 'FREE_BY_QTY') parts.push(`${formatPrice(d.intCondition)}개 이상 무료`);
  if (d.feeType === 'CHARGE_PER_QTY') parts.push(`${formatPrice(d.intCondition)}개마다 부과`);
  if (d.jejuFee) parts.push(`제주 추가 ${won(d.jejuFee)}`);
  if (d.islandMountainFee) parts.push(`도서산간 추가 ${won(d.islandMountainFee)}`);
  return parts.join(' · ');
}

/**
 * The KC certification as the law wants it shown: the kind, and for a certification its number and agency,
 * legible — the same size as the price (the regulator's recommendation for children's products).
 */
function kcLine(detail: ProductDetail): string {
  if (!detail.kcKind) return '';
  const parts = [`${labels.form.kc}: ${KC_KIND_LABELS[detail.kcKind]}`];
  if (KC_CERTIFIED_KINDS.includes(detail.kcKind)) parts.push(detail.kcNumber, detail.kcAgency);
  return `<p class="kc">${escape(parts.filter(Boolean).join(' · '))}</p>`;
}

/** The notice of the product's group, item by item, as the product page carries it. */
function noticeTable(detail: ProductDetail): string {
  const group = noticeGroupOf(detail.categories[0]?.split('-')[0]);
  if (!group) return '';
  const values = noticeValuesOf(detail);
  const rows = group.fields
    .filter((f) => values[f.key])
    .map((f) => `<tr><th scope="row">${escape(f.label)}</th><td>${escape(values[f.key]!)}</td></tr>`)
    .join('');
  return `<div class="section notice"><h2>${escape(labels.form.notice)}</h2><table><tbody>${rows}</tbody></table></div>`;
}

/** A phone-width product page as buyers see it (spec 01 §7 preview). */
export function renderPreview(data: PreviewData | null): string {
  const head = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${
    data ? escape(data.detail.name) : '미리보기'
  } - 미리보기</title><style>${BASE_STYLE}</style></head><body><main class="phone">`;
  if (!data) return `${head}<div class="section"><p>상품을 찾을 수 없습니다.</p></div></main></body></html>`;
  const { detail, unions, html } = data;
  const gallery = [detail.mainImage, ...detail.coverImages]
    .filter((i) => i !== null)
    .map((i, index) => `<img src="${escape(i.url)}" alt="${escape(detail.name)} 이미지 ${index + 1}">`)
    .join('');
  const discounted = detail.salePrice < detail.price;
  const price = discounted
    ? `<div class="regular">${won(detail.price)}</div><div class="price"><span class="rate">${detail.saleRate}%</span>${won(detail.salePrice)}</div>`
    : `<div class="price">${won(detail.price)}</div>`;
  const active = unions.filter((u) => !u.deleted);
  const optionsHtml = active.length
    ? `<div class="section unions"><h2>옵션 (${escape(data.options.map((o) => o.name).join(' / '))})</h2><ul>${active
        .map(
          (u) =>
            `<li class="${u.stocks > 0 ? '' : 'soldout'}"><span>${escape(u.names.join(' / '))}${u.totalPrice ? ` (+${won(u.totalPrice)})` : ''}</span><span>${
              u.stocks > 0 ? `재고 ${formatPrice(u.stocks)}` : '품절'
            }</span></li>`,
        )
        .join('')}</ul></div>`
    : '';
  const sizeHtml = detail.sizeTables
    .map(
      (t) =>
        `<div class="section"><h2>사이즈 (${escape(t.categoryName)})</h2><table><thead><tr>${t.columns
          .map((c) => `<th>${escape(c)}</th>`)
          .join(
            '',
          )}</tr></thead><tbody>${t.rows.map((r) => `<tr>${r.map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`).join('')}</tbody></table><p class="muted">단위: cm</p></div>`,
    )
    .join('');
  const modelsHtml = detail.models.length
    ? `<div class="section models"><h2>모델 정보</h2><ul>${detail.models.map((m) => `<li>${escape(m.name)} · 착용 사이즈 ${escape(m.options)}</li>`).join('')}</ul></div>`
    : '';
  const tags = detail.tags.length
    ? `<div class="tags">${detail.tags.map((t) => `<span>#${escape(t)}</span>`).join('')}</div>`
    : '';
  return `${head}<div class="badge">미리보기 · 구매자에게 보이는 화면${detail.display ? '' : ' (현재 미노출 상품)'}${detail.sell ? '' : ' (판매 중지)'}</div>
<div class="gallery" tabindex="0" role="region" aria-label="상품 이미지">${gallery}</div>
<div class="section"><div class="brand">${escape(detail.brandName)}</div><div class="name">${escape(detail.name)}</div>${
    detail.summary ? `<p class="summary">${escape(detail.summary)}</p>` : ''
  }${price}${kcLine(detail)}${tags}<p class="muted">${escape(deliveryLine(detail))}</p></div>
${optionsHtml}${sizeHtml}${modelsHtml}
<div class="section content"><h2>상품 상세</h2>${html}</div>${noticeTable(detail)}</main></body></html>`;
}
