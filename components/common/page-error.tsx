import { isNotFound, type RequestError } from '../../lib/errors';
import ButtonLink from './button-link';
import LightResult from './light-result';
import PageTitle from './page-title';

export interface PageErrorProps {
  error: RequestError;
  /** "video", "gallery"...: used in the not-found wording. */
  noun: string;
  backHref: string;
  backLabel: string;
}

/** A detail page whose entity could not load: not found, or a failure with the server's message. */
export default function PageError({ error, noun, backHref, backLabel }: PageErrorProps) {
  const notFound = isNotFound(error);
  const title = notFound ? `This ${noun} is not available` : `We couldn't load this ${noun}`;
  return (
    <div className="page-container" data-testid="page-error">
      <PageTitle title={title} />
      <LightResult
        status={notFound ? '404' : 'warning'}
        title={title}
        subTitle={notFound ? `It may have been removed, or the link is wrong.` : error.message}
        extra={
          <ButtonLink href={backHref} type="primary" size="large">
            {backLabel}
          </ButtonLink>
        }
      />
    </div>
  );
}
