import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaItem, MediaRemoval } from '@foro/shared/media/schemas';
import { api } from '../../../lib/api-client';
import { mediaKeys } from './query-keys';

/** Deletes a file, or archives it when content uses it (docs/product/media.md#removing-a-file). */
export const removeMedia = (id: string) =>
  api.delete<MediaRemoval>(`/api/admin/media/${encodeURIComponent(id)}`);
export const restoreMedia = (id: string) =>
  api.post<MediaItem>(`/api/admin/media/${encodeURIComponent(id)}/restore`);

export function useRemoveMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMedia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all() }),
  });
}

export function useRestoreMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreMedia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all() }),
  });
}
