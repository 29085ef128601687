import { useMutation, useQuery } from '@tanstack/react-query';
import {
  messages,
  type GeneratedPreview,
  type GenerateImageRequest,
  type ImageProviders,
  type StockPhoto,
  type StoredImage,
} from '@mise/core';
import {
  ApiError,
  apiRequest,
  connectionFailedMessage,
  parseErrorBody,
  REQUEST_TIMEOUT_MS,
} from '../../lib/api-client';

/**
 * The picker's own calls to /api/images (api.md Images). It lives with the picker, not in a
 * feature, because recipe create and edit (and later other screens) share it.
 */

export const imageProvidersKey = ['image-providers'] as const;

/**
 * Which outside services the server has keys for; it does not change while the app runs. Asked
 * only once a tab that needs it is opened.
 */
export function useImageProviders(wanted: boolean) {
  return useQuery({
    queryKey: imageProvidersKey,
    queryFn: ({ signal }) => apiRequest<ImageProviders>('/api/images/providers', { signal }),
    enabled: wanted,
    staleTime: Infinity,
  });
}

export function useStockPhotos(query: string) {
  return useQuery({
    queryKey: ['stock-photos', query],
    queryFn: ({ signal }) =>
      apiRequest<StockPhoto[]>(`/api/images/stock?q=${encodeURIComponent(query)}`, { signal }),
    enabled: query.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useGenerateImage() {
  return useMutation({
    mutationFn: (recipe: GenerateImageRequest) =>
      // The provider may take most of its own 10 s; the server adds a little on top.
      apiRequest<GeneratedPreview>('/api/images/generate', {
        method: 'POST',
        body: recipe,
        timeoutMs: REQUEST_TIMEOUT_MS + 5_000,
      }),
  });
}

export function useKeepGeneratedImage() {
  return useMutation({
    mutationFn: (dataUrl: string) =>
      apiRequest<StoredImage>('/api/images/generated', {
        method: 'POST',
        body: { data_url: dataUrl },
      }),
  });
}

/** Deletes a stored file; one that is gone already, or someone else's, is left to the server. */
export async function deleteStoredImage(path: string): Promise<void> {
  try {
    await apiRequest<void>(`/api/images/${encodeURIComponent(path)}`, { method: 'DELETE' });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return;
    throw error;
  }
}

export interface UploadOptions {
  /** 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Gives up when nothing has moved for this long (spec-1 §9: 10 s). */
  stallTimeoutMs?: number;
}

/**
 * POST /api/images as multipart `file`, through XMLHttpRequest because fetch reports no upload
 * progress. The clock is for silence, not for the whole upload: a slow line that keeps sending is
 * not cut off, a dead one is after 10 s.
 */
export function uploadImage(file: File, options: UploadOptions = {}): Promise<StoredImage> {
  const { onProgress, signal, stallTimeoutMs = REQUEST_TIMEOUT_MS } = options;
  return new Promise<StoredImage>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        xhr.abort();
        finish(() => reject(new ApiError('TIMEOUT', messages.requestTimedOut, 0)));
      }, stallTimeoutMs);
    };
    const onAbort = () => {
      xhr.abort();
      finish(() => reject(new DOMException('Upload cancelled', 'AbortError')));
    };

    xhr.open('POST', '/api/images');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      arm();
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => {
      arm();
      onProgress?.(1);
    };
    xhr.onerror = () => finish(() => reject(new ApiError('NETWORK', connectionFailedMessage, 0)));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status === 201 || xhr.status === 200) {
        finish(() => resolve(body as StoredImage));
        return;
      }
      const parsed = parseErrorBody(body);
      finish(() =>
        reject(
          parsed
            ? new ApiError(
                parsed.error.code,
                parsed.error.message,
                xhr.status,
                parsed.error.fields ?? {},
              )
            : new ApiError('INTERNAL', messages.internal, xhr.status),
        ),
      );
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });

    const form = new FormData();
    form.append('file', file);
    arm();
    xhr.send(form);
  });
}
