import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ErrorEnvelope } from '@foro/shared/http/errors';
import {
  mediaMaxBytes,
  mediaMessages,
  mediaUploadMaxBytes,
  type MediaItem,
  type MediaKind,
} from '@foro/shared/media/schemas';
import { antiForgeryHeader, OFFLINE_MESSAGE } from '../../lib/api-client';
import { queryScopes } from '../../lib/query-scopes';

export type UploadState =
  | { status: 'idle' }
  /** `loaded` and `total` in bytes, as the browser reports them. */
  | { status: 'uploading'; fileName: string; loaded: number; total: number }
  /** Every byte sent: the server is making the sizes. */
  | { status: 'processing'; fileName: string }
  | { status: 'done'; fileName: string; item: MediaItem }
  | { status: 'error'; fileName: string; message: string };

interface Answer {
  status: number;
  body: unknown;
}

/** One upload through XMLHttpRequest, whose `upload.onprogress` reports the bytes sent. */
function send(
  file: File,
  url: string,
  headers: Record<string, string>,
  onProgress: (loaded: number, total: number) => void,
  signal: { xhr?: XMLHttpRequest },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    signal.xhr = xhr;
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as unknown });
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new Error('abort'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** What the person reads when the server refuses: the file's own message, else the envelope's. */
const refusal = (body: unknown): string => {
  const envelope = body as Partial<ErrorEnvelope> | null;
  return envelope?.errors?.file ?? envelope?.message ?? mediaMessages.uploadFailed;
};

/**
 * Uploads one file to the media library (docs/product/media.md) and reports its progress. Files
 * larger than the kind allows are refused here already, with the server's own message; the type is
 * judged by the server, from the bytes.
 */
export function useMediaUpload(accept?: MediaKind) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const current = useRef<{ xhr?: XMLHttpRequest }>({});
  const queryClient = useQueryClient();

  // Leaving the form stops an upload under way.
  useEffect(() => () => current.current.xhr?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<MediaItem | undefined> => {
      current.current.xhr?.abort();
      const fileName = file.name;
      const limit = accept ? mediaMaxBytes(accept) : mediaUploadMaxBytes;
      if (file.size > limit) {
        setState({
          status: 'error',
          fileName,
          message: accept ? mediaMessages.tooLarge(accept) : mediaMessages.tooLargeAny,
        });
        return undefined;
      }
      const signal: { xhr?: XMLHttpRequest } = {};
      current.current = signal;
      setState({ status: 'uploading', fileName, loaded: 0, total: file.size });
      const url = `/api/admin/media${accept ? `?accept=${accept}` : ''}`;
      const onProgress = (loaded: number, total: number) => {
        if (current.current !== signal) return;
        setState(
          loaded >= total
            ? { status: 'processing', fileName }
            : { status: 'uploading', fileName, loaded, total },
        );
      };
      try {
        let answer = await send(file, url, await antiForgeryHeader(), onProgress, signal);
        if (answer.status === 419) {
          // The session changed in another tab: take the new token once and send again.
          answer = await send(file, url, await antiForgeryHeader(true), onProgress, signal);
        }
        if (current.current !== signal) return undefined;
        if (answer.status === 201) {
          const item = answer.body as MediaItem;
          setState({ status: 'done', fileName, item });
          void queryClient.invalidateQueries({ queryKey: [...queryScopes.admin, 'media'] });
          return item;
        }
        setState({ status: 'error', fileName, message: refusal(answer.body) });
      } catch (error) {
        if ((error as Error).message === 'abort' || current.current !== signal) return undefined;
        setState({ status: 'error', fileName, message: OFFLINE_MESSAGE });
      }
      return undefined;
    },
    [accept, queryClient],
  );

  const reset = useCallback(() => {
    current.current.xhr?.abort();
    current.current = {};
    setState({ status: 'idle' });
  }, []);

  return { state, upload, reset };
}
