import { EyeOutlined } from '@ant-design/icons';
import {
  labels,
  messages,
  noticeValuesOf,
  type ProductDetail,
  type ProductOptions,
  type ProductUnions,
  savedDiscount,
  sizeCategoryOfTable,
  sizeTableKinds,
  validateProductEdit,
} from '@seller/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import { dialog } from '../../lib/dialog.ts';
import { useBackToList } from '../../lib/list-return.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { mergeMine } from '../../lib/overwrite.ts';
import { askAfterStaleSave, isStaleVersion } from '../../lib/stale-version.ts';
import { rememberProduct, useRequiredSession } from '../../lib/session.ts';
import { useProduct, useProductOptions, useProductUnions } from './api.ts';
import { CopyLinkButton } from './copy-link-button.tsx';
import { ProductHistory } from './product-history.tsx';
import { alertKey, blankForm, formFacts, ProductForm, type ProductFormState } from './product-form.tsx';
import { draftKey, useFormGuard } from './form-guard.ts';
import { productMergeFields, removedAfterMerge } from './overwrite-fields.ts';
import { StepError, updateProduct } from './save-flow.ts';
import { failedState, failureText, SaveStatus, type SaveState } from './save-status.tsx';

function formOf(detail: ProductDetail, options: ProductOptions, unions: ProductUnions): ProductFormState {
  const discount = savedDiscount(detail.price, detail.saleRate, detail.salePrice);
  return {
    ...blankForm(detail.code),
    sellYn: detail.sellYn,
    displayYn: detail.displayYn,
    name: detail.name,
    summary: detail.summary,
    brandId: detail.brandId,
    fixedCategories: detail.categories,
    fixedFilters: detail.filters,
    delivery: detail.delivery,
    price: {
      priceText: String(detail.price),
      price: detail.price,
      mode: discount.mode,
      discountText: discount.text,
      saleRate: detail.saleRate,
      salePrice: detail.salePrice,
    },
    mainImages: detail.mainImage ? [{ ...detail.mainImage }] : [],
    coverImages: detail.coverImages.map((i) => ({ ...i })),
    content: detail.content,
    options: {
      groups: options.options.map((g) => ({ id: g.id, name: g.name, position: g.position as 1 | 2, values: g.values })),
      unions: unions.unions.map((u) => ({ ...u })),
    },
    sizeTables: detail.sizeTables.map((t) => {
      const category = sizeCategoryOfTable(t);
      return {
        code: category?.code ?? t.categoryName,
        categoryName: t.categoryName,
        columns: t.columns,
        kinds: sizeTableKinds(t),
        illustrationUrl: category?.illustrationUrl ?? null,
        rows: t.rows,
      };
    }),
    models: detail.models,
    tags: detail.tags,
    notice: noticeValuesOf(detail),
    kcKind: detail.kcKind,
    kcNumber: detail.kcNumber,
    kcAgency: detail.kcAgency,
    lowStockThreshold: detail.lowStockThreshold,
    version: detail.version,
  };
}

/** `/detail/productEdit/{code}`: the saved product, code/category/filters read-only; save runs the edit order. */
export function ProductEditPage() {
  const { code = '' } = useParams();
  const session = useRequiredSession();
  // Back to the product list with the search it had, this product's 상세 taking the focus.
  const back = useBackToList(paths.productManage, code);
  const queryClient = useQueryClient();
  const product = useProduct(code);
  const options = useProductOptions(product.data?.id);
  const unions = useProductUnions(product.data?.id);
  const [state, setState] = useState<ProductFormState | null>(null);
  // The product as saved when the form's version was read: a save sends only what differs from it.
  const loaded = useRef<ProductFormState | null>(null);
  // The form as it is now (a refused save may have given uploaded images their ids meanwhile).
  const latestState = useRef(state);
  latestState.current = state;
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const failed = product.isError || options.isError || unions.isError;
  const guard = useFormGuard({ storageKey: draftKey(session.id, session.key, code), state, onRestore: setState });

  useEffect(() => {
    if (failed) void dialog.alert(messages.product.loadFailed);
  }, [failed]);

  useEffect(() => {
    if (product.data) rememberProduct(product.data);
  }, [product.data]);

  useEffect(() => {
    if (!state && product.data && options.data && unions.data) {
      loaded.current = formOf(product.data, options.data, unions.data);
      setState(loaded.current);
    }
  }, [state, product.data, options.data, unions.data]);

  /** The product as saved now, for a seller who chose to see the other change (their input is dropped). */
  const loadSaved = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    const [detail, saved, savedUnions] = await Promise.all([product.refetch(), options.refetch(), unions.refetch()]);
    if (!detail.data || !saved.data || !savedUnions.data) return null;
    return formOf(detail.data, saved.data, savedUnions.data);
  };

  const reloadSaved = async () => {
    const fresh = await loadSaved();
    if (!fresh) return;
    loaded.current = fresh;
    guard.reset(fresh);
    setState(fresh);
  };

  /**
   * Someone else saved this product first: the form stays as typed until the seller chooses. An
   * overwrite puts the fields this seller changed since the load on the product as saved now; a
   * field both changed is asked about; the other person's other changes stay.
   */
  const onStale = async () => {
    const choice = await askAfterStaleSave();
    if (choice === 'reload') return reloadSaved();
    if (choice !== 'overwrite') return;
    const [base, mine, theirs] = [loaded.current, latestState.current, await loadSaved()];
    if (!base || !mine || !theirs) return;
    const merged = await mergeMine(base, mine, theirs, productMergeFields(base, mine, theirs));
    if (!merged) return;
    const next = { ...merged, removedImageIds: removedAfterMerge(mine, theirs, merged) };
    loaded.current = theirs;
    setState(next);
    return runSave(next);
  };

  const onSave = async (current: ProductFormState, linkedBrandCount: number | undefined) => {
    if (!product.data) return;
    const facts = formFacts(current, linkedBrandCount);
    const problem = validateProductEdit(facts);
    if (problem) return alertKey(problem, facts);
    if (!(await dialog.confirm(messages.product.saveConfirm))) return;
    await runSave(current);
  };

  /** Runs the edit save (after the checks and the confirm); a stale refusal asks what to do. */
  const runSave = async (current: ProductFormState): Promise<void> => {
    if (!product.data) return;
    try {
      await updateProduct(
        current,
        product.data.id,
        {
          sellerId: session.id,
          marketId: session.key,
          onStep: (step) => setSave({ kind: 'running', step }),
          onProgress: (patch) => setState((s) => (s ? { ...s, ...patch } : s)),
        },
        loaded.current ?? undefined,
      );
      setSave({ kind: 'idle' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.productList.all });
      guard.release();
      await dialog.alert(messages.product.saveCompleted);
      back.go();
    } catch (error) {
      const failure = failureText(error, messages.product.notSaved);
      const { text } = failure;
      setSave(failedState(failure));
      if (error instanceof StepError && isStaleVersion(error.reason)) return onStale();
      if (text) await dialog.alert(text);
    }
  };

  return (
    <div className="page">
      <h1 className="page-title">{labels.product.edit}</h1>
      {failed ? (
        <Result
          status="warning"
          title={messages.product.loadFailed}
          extra={<Button onClick={back.go}>{labels.product.toProductManage}</Button>}
        />
      ) : !state ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <>
          <div style={{ marginBottom: 8 }}>
            <Button onClick={back.go}>{labels.common.backToList}</Button>{' '}
            <Button
              icon={<EyeOutlined aria-hidden />}
              href={product.data!.previewUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {labels.product.preview}
            </Button>{' '}
            <CopyLinkButton url={product.data!.previewUrl} />
          </div>
          <ProductForm
            mode="edit"
            state={state}
            onChange={(update) => setState((s) => (s ? update(s) : s))}
            onSave={(current, brands) => void onSave(current, brands)}
            saving={save.kind === 'running'}
            status={<SaveStatus state={save} />}
          />
          <ProductHistory code={code} />
        </>
      )}
    </div>
  );
}
