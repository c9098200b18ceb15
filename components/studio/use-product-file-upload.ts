import { useEffect, useRef, useState } from 'react';
import type { FileUploadHandle } from '../../lib/uploads/file-upload';
import { startProductFileUpload } from '../../lib/uploads/product-file-upload';

/** Where a product file's upload stands: nothing under way, sending (or paused), or stopped with the reason. */
export type ProductFileUpload =
  | { phase: 'idle' }
  | { phase: 'sending' | 'paused'; name: string; sent: number; total: number }
  | { phase: 'failed'; name: string; sent: number; total: number; message: string; refused: boolean };

/**
 * One digital product's file sent by tus (resumable: the same file chosen again after a reload goes on from what the
 * server has). `onDone` hears when the server has it. Leaving the editor stops the upload (the server keeps its part).
 */
export function useProductFileUpload(productId: string, onDone: () => void) {
  const [upload, setUpload] = useState<ProductFileUpload>({ phase: 'idle' });
  const handle = useRef<FileUploadHandle | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(
    () => () => {
      void handle.current?.pause();
    },
    [productId],
  );

  const start = async (file: File) => {
    const at = { name: file.name, sent: 0, total: file.size };
    setUpload({ phase: 'sending', ...at });
    handle.current = await startProductFileUpload(productId, file, {
      onProgress: (sent, total) => setUpload((now) => (now.phase === 'sending' ? { ...now, sent, total } : now)),
      onSuccess: () => {
        handle.current = null;
        setUpload({ phase: 'idle' });
        done.current();
      },
      onError: (message, refused) => setUpload((now) => ('sent' in now ? { ...now, phase: 'failed', message, refused } : now)),
    });
  };
  const pause = async () => {
    await handle.current?.pause();
    setUpload((now) => (now.phase === 'sending' ? { ...now, phase: 'paused' } : now));
  };
  const resume = () => {
    setUpload((now) => ('sent' in now ? { phase: 'sending', name: now.name, sent: now.sent, total: now.total } : now));
    handle.current?.resume();
  };
  const cancel = async () => {
    await handle.current?.pause();
    handle.current = null;
    setUpload({ phase: 'idle' });
  };
  return { upload, start, pause, resume, cancel };
}
