import { useEffect } from 'react';
import { viewService, type ViewedKind } from '../../services/view.service';

/** Counts one view when a video, gallery or product page is shown in the browser (a cached page counts too). */
export function useCountView(kind: ViewedKind, id: string | undefined): void {
  useEffect(() => {
    if (!id) return;
    viewService.count(kind, id).catch(() => {
      // A view that could not be counted is not worth bothering the visitor about.
    });
  }, [kind, id]);
}
