import type { Model, ModelCreateBody, ModelUpdateBody } from '@seller/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useModels(marketId: number) {
  return useQuery({
    queryKey: queryKeys.models.list({ marketId }),
    queryFn: () => api<Model[]>(`/sw/a/v1/markets/${marketId}/models`),
  });
}

export const createModel = (body: ModelCreateBody) =>
  api<{ modelId: number }>('/sw/a/v1/market/model', { method: 'POST', json: body });
export const updateModel = (body: ModelUpdateBody) =>
  api<{ modelId: number }>('/sw/a/v1/market/model', { method: 'PUT', json: body });
export const deleteModel = (id: number) =>
  api<{ deleted: boolean }>(`/sw/a/v1/market/models/${id}`, { method: 'DELETE' });

/** The profile image goes through the shared image call: type MODEL, typeId = the model's id. */
export const uploadModelImage = (marketId: number, modelId: number, file: File) =>
  api<{ images: { id: number; url: string }[] }>('/sw/a/v1/image/upload', {
    method: 'POST',
    form: { filePath: `model/${marketId}/${modelId}`, type: 'MODEL', typeId: modelId, files: [file] },
  });

export const deleteImage = (imageId: number) =>
  api<{ deleted: boolean }>('/sw/a/v1/image/delete', { method: 'POST', form: { imageId } });
