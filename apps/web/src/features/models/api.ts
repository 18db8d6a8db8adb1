import type { ModelCreateBody, ModelUpdateBody } from '@seller/domain';
import { useQuery } from '@tanstack/react-query';
import { answer, client, formSerializer } from '../../lib/http.ts';
import { ifMatch } from '../../lib/stale-version.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useModels(marketId: number) {
  return useQuery({
    queryKey: queryKeys.models.list({ marketId }),
    queryFn: () => answer(client.GET('/sw/a/v1/markets/{marketId}/models', { params: { path: { marketId } } })),
  });
}

/** A new model and its profile image in one call (one transaction: a refused image leaves no model). */
export const createModelWithImage = (body: ModelCreateBody, file: File) =>
  answer(
    client.POST('/sw/a/v1/market/model/with-image', {
      body: { ...body, file },
      bodySerializer: formSerializer,
    }),
  );
export const updateModel = (body: ModelUpdateBody) => answer(client.PUT('/sw/a/v1/market/model', { body }));
/** Deletes a model as the list showed it (`version`): one someone saved since is not deleted (409). */
export const deleteModel = (id: number, version: number) =>
  answer(client.DELETE('/sw/a/v1/market/models/{id}', { params: { path: { id }, header: ifMatch(version) } }));

/** The profile image goes through the shared image call: type MODEL, typeId = the model's id. */
export const uploadModelImage = (marketId: number, modelId: number, file: File, version?: number) =>
  answer(
    client.POST('/sw/a/v1/image/upload', {
      body: { filePath: `model/${marketId}/${modelId}`, type: 'MODEL', typeId: modelId, version, files: [file] },
      bodySerializer: formSerializer,
    }),
  );

export const deleteImage = (imageId: number, version?: number) =>
  answer(client.POST('/sw/a/v1/image/delete', { body: { imageId, version } }));
