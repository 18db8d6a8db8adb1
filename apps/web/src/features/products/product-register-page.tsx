import { generateProductCode, labels, messages, validateProductRegister } from '@seller/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { dialog } from '../../lib/dialog.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { alertKey, blankForm, formFacts, ProductForm, type ProductFormState } from './product-form.tsx';
import { draftKey, useFormGuard } from './form-guard.ts';
import { registerProduct } from './save-flow.ts';
import { failedState, failureText, SaveStatus, type SaveState } from './save-status.tsx';

/** `/productRegister`: a blank form with a generated code; save runs the register order, then the steps. */
export function ProductRegisterPage() {
  const session = useRequiredSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ProductFormState>(() => blankForm(generateProductCode()));
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const guard = useFormGuard({
    storageKey: draftKey(session.id, session.key, null),
    state,
    onRestore: setState,
  });

  const onSave = async (current: ProductFormState, linkedBrandCount: number | undefined) => {
    const facts = formFacts(current, linkedBrandCount);
    const problem = validateProductRegister(facts);
    if (problem) return alertKey(problem, facts);
    if (!(await dialog.confirm(messages.product.saveConfirm))) return;
    try {
      await registerProduct(current, {
        sellerId: session.id,
        marketId: session.key,
        onStep: (step) => setSave({ kind: 'running', step }),
        onProgress: (patch) => setState((s) => ({ ...s, ...patch })),
      });
      setSave({ kind: 'idle' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.productList.all });
      await dialog.alert(messages.product.registerCompleted);
      guard.release();
      setState(blankForm(generateProductCode()));
      navigate(paths.productManage);
    } catch (error) {
      const failure = failureText(error, messages.product.notSaved);
      const { text } = failure;
      setSave(failedState(failure));
      if (text) await dialog.alert(text);
    }
  };

  return (
    <div className="page">
      <h1 className="page-title">{labels.product.register}</h1>
      <ProductForm
        mode="register"
        state={state}
        onChange={setState}
        onSave={(current, brands) => void onSave(current, brands)}
        saving={save.kind === 'running'}
        status={<SaveStatus state={save} />}
      />
    </div>
  );
}
