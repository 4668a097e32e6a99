// Sends dropped photos one at a time (each prepared in the browser first), telling progress as
// 'Enviando 2 de 5…' and the outcome with the spec's toasts: 'Imagem adicionada com sucesso!' or
// 'Erro ao adicionar a imagem.' followed by what went wrong (the server's 422 message, say).
import { useState } from 'react';
import { HttpError, useCreate, useNotify } from 'react-admin';
import { TOAST_MS } from '../../../../generic/toasts';
import { IMAGE_RESOURCE } from './imageModel';
import { prepareImage } from './prepare';
import { isImageFile, nextRelevance, progressText } from './resize';

export const UPLOAD_SUCCESS = 'Imagem adicionada com sucesso!';
export const UPLOAD_FAILURE = 'Erro ao adicionar a imagem.';

/** What the server said about a refused upload: its field messages, else its message. */
function serverDetail(error: HttpError): string {
  const body = (error.body ?? {}) as { message?: string; errors?: Record<string, unknown> };
  const fields = Object.values(body.errors ?? {})
    .flatMap((m) => (Array.isArray(m) ? m : [m]))
    .map(String);
  return fields.length ? fields.join(' ') : (body.message ?? error.message);
}

export function useImageUpload(productId: number, highestRelevance: number) {
  // React-admin's create (/product-image/save): each photo sent refreshes the section's list.
  const [create] = useCreate();
  const notify = useNotify();
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);

  const fail = (detail: string) =>
    notify(`${UPLOAD_FAILURE} ${detail}`.trim(), { type: 'error', autoHideDuration: TOAST_MS });

  const upload = async (files: File[]) => {
    const photos = files.filter(isImageFile);
    for (const file of files.filter((f) => !isImageFile(f))) fail(`${file.name} não é uma imagem.`);
    if (!photos.length) return;
    let sent = 0;
    try {
      for (const [index, file] of photos.entries()) {
        setProgress({ current: index + 1, total: photos.length });
        let base64: string;
        try {
          base64 = await prepareImage(file);
        } catch {
          fail(`Não foi possível ler ${file.name}.`);
          continue;
        }
        try {
          await create(
            IMAGE_RESOURCE,
            { data: { product_id: productId, base64, relevance: nextRelevance(highestRelevance, sent) } },
            { returnPromise: true },
          );
          sent += 1;
        } catch (error) {
          fail(error instanceof HttpError ? serverDetail(error) : '');
        }
      }
    } finally {
      setProgress(null);
    }
    if (sent) notify(UPLOAD_SUCCESS, { type: 'success', autoHideDuration: TOAST_MS });
  };

  return { upload, progress, progressLabel: progress && progressText(progress.current, progress.total) };
}
