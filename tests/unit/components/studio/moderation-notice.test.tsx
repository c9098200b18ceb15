import { render, screen } from '@testing-library/react';
import PublicationState from '../../../../components/studio/publication-state';

describe("the Studio shows the staff's decision beside an item's status", () => {
  it('says it was taken down, and why', () => {
    render(<PublicationState item={{ publication: 'inactive', publishedAt: null, moderation: { state: 'taken_down', reason: 'DMCA notice 2026-114' } }} />);
    expect(screen.getByTestId('publication-tag')).toHaveTextContent('Hidden');
    expect(screen.getByTestId('moderation-tag')).toHaveTextContent('Taken down');
    expect(screen.getByTestId('moderation-reason')).toHaveTextContent('DMCA notice 2026-114');
  });

  it('says nothing more when the staff decided nothing', () => {
    render(<PublicationState item={{ publication: 'live', publishedAt: null, moderation: null }} />);
    expect(screen.queryByTestId('moderation-tag')).not.toBeInTheDocument();
  });
});
