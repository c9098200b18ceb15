import dynamic from 'next/dynamic';

/**
 * A list's error and empty states (antd Result, Alert and Empty) load only on the pages that show one:
 * most lists have items, and then none of this code is downloaded. When a state is part of the
 * server-rendered page, Next puts its chunk in the page's scripts, so it is there before hydration.
 */
export const ListError = dynamic(() => import('./list-status-antd').then((m) => m.ListError));
export const ListInlineError = dynamic(() => import('./list-status-antd').then((m) => m.ListInlineError));
export const ListEmpty = dynamic(() => import('./list-status-antd').then((m) => m.ListEmpty));
