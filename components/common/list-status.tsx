import dynamic from 'next/dynamic';

/**
 * A list's error states (antd Result and Alert) load only on the pages that show one: most lists load, and
 * then none of this code is downloaded. When a state is part of the server-rendered page, Next puts its chunk
 * in the page's scripts, so it is there before hydration. The empty state is light and always there.
 */
export const ListError = dynamic(() => import('./list-status-antd').then((m) => m.ListError));
export const ListInlineError = dynamic(() => import('./list-status-antd').then((m) => m.ListInlineError));
export { default as ListEmpty } from './list-empty';
