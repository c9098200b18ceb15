import dynamic from 'next/dynamic';

/**
 * A detail page whose entity could not load (antd Result). Its code is only downloaded for such a page:
 * when the server renders one, Next puts the chunk in that page's scripts.
 */
const PageError = dynamic(() => import('./page-error-antd'));

export default PageError;
