import type { NextPageContext } from 'next';
import { firstValue } from '../../lib/listing-query';
import { requestOptions } from '../../lib/request-options';
import { useAppSelector } from '../../redux/hooks';
import { storeOf } from '../../redux/load-through';
import { loadReacted } from '../../redux/page-loaders';
import type { ReactedKind } from '../../redux/reacted/slice';
import type { LimelightPage } from '../../types/page';
import type { ReactionAction } from '../../types/reaction';
import PageHeading from '../common/page-heading';
import PageTitle from '../common/page-title';
import QueryTabs from '../common/query-tabs';
import ReactedList from './reacted-list';

export interface ReactedPageConfig {
  action: ReactionAction;
  title: string;
  subtitle: string;
  kinds: ReactedKind[];
  emptyText: (kind: ReactedKind) => string;
  testId: string;
}

export interface ReactedPageProps {
  kind: ReactedKind;
}

/** getInitialProps: the kind from ?tab= (first of the page's kinds by default), its first page through the slice. */
function reactedPageProps({ action, kinds }: Pick<ReactedPageConfig, 'action' | 'kinds'>) {
  return async (ctx: NextPageContext): Promise<ReactedPageProps> => {
    const asked = firstValue(ctx.query.tab) as ReactedKind;
    const kind = kinds.includes(asked) ? asked : kinds[0];
    await loadReacted(storeOf(ctx), { kind, action }, requestOptions(ctx.req));
    return { kind };
  };
}

const LABELS: Record<ReactedKind, string> = { videos: 'Videos', galleries: 'Galleries', products: 'Products', performers: 'Performers' };

/** /user/favourites and /user/watch-later: the user's items of one reaction, by kind when there are several. */
function ReactedPage({ kind, config }: ReactedPageProps & { config: ReactedPageConfig }) {
  const total = useAppSelector((s) => s.reacted.total);
  const list = <ReactedList kind={kind} action={config.action} emptyText={config.emptyText(kind)} />;
  return (
    <div className="page-container" data-testid={config.testId}>
      <PageTitle title={config.title} />
      <PageHeading title={config.title} subtitle={config.subtitle} count={total} noun={kind} />
      {config.kinds.length > 1 ? (
        <QueryTabs
          tabs={config.kinds.map((k) => ({ key: k, label: LABELS[k] }))}
          active={kind}
          param="tab"
          label={`${config.title} by kind`}
          testId={`${config.testId}-tabs`}
        >
          {list}
        </QueryTabs>
      ) : (
        list
      )}
    </div>
  );
}

/** A page (authenticated) showing the user's items of the configured reaction. */
export function createReactedPage(config: ReactedPageConfig): LimelightPage<ReactedPageProps> {
  const Page: LimelightPage<ReactedPageProps> = (props) => <ReactedPage {...props} config={config} />;
  Page.getInitialProps = reactedPageProps(config);
  Page.authenticate = true;
  return Page;
}
