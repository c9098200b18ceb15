import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ApplicationState from '../../../../components/creator-application/application-state';
import ApplicationWizard from '../../../../components/creator-application/application-wizard';
import { creatorApplicationService } from '../../../../services/creator-application.service';
import type { CreatorApplication } from '../../../../types/creator-application';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/become-a-creator', query: {}, push: jest.fn() }) }));
jest.mock('../../../../services/creator-application.service', () => ({
  creatorApplicationService: { mine: jest.fn(), save: jest.fn(), submit: jest.fn(), startAgeCheck: jest.fn() },
}));

const save = jest.mocked(creatorApplicationService.save);
const submit = jest.mocked(creatorApplicationService.submit);

const application = (changes: Partial<CreatorApplication> = {}): CreatorApplication => ({
  _id: 'a1',
  state: 'draft',
  legalName: 'Ada Lovelace',
  birthDate: '1990-04-25',
  country: 'GB',
  stageName: 'Nova',
  documents: { document: true, selfie: true },
  agreement: null,
  agreementVersion: '2026-11',
  ageCheck: { status: 'verified', verified: true, provider: 'simulator', updatedAt: null, verifiedAt: null, reference: 'SIM-1' },
  submittedAt: null,
  reviewedAt: null,
  reviewNote: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...changes,
});

beforeEach(() => jest.clearAllMocks());

describe('the application wizard', () => {
  it('opens on the first step still missing something', () => {
    const { unmount } = renderWithStore(<ApplicationWizard application={null} onChange={jest.fn()} onReload={jest.fn()} />);
    expect(screen.getByLabelText('Legal name')).toBeInTheDocument();
    unmount();
    renderWithStore(
      <ApplicationWizard application={application({ documents: { document: true, selfie: false } })} onChange={jest.fn()} onReload={jest.fn()} />,
    );
    expect(screen.getByTestId('identity-document-received')).toBeInTheDocument();
    expect(screen.queryByTestId('identity-selfie-received')).not.toBeInTheDocument();
    expect(screen.getByTestId('application-documents-next')).toBeDisabled();
  });

  it("shows the server's refusal of a step", async () => {
    save.mockRejectedValue({ statusCode: 400, message: 'The creator agreement has changed: read it again.', code: 'X' });
    const user = userEvent.setup();
    renderWithStore(<ApplicationWizard application={application()} onChange={jest.fn()} onReload={jest.fn()} />);
    await user.click(screen.getByTestId('application-accept'));
    expect(await screen.findByTestId('application-error')).toHaveTextContent('The creator agreement has changed: read it again.');
  });

  it('goes to the agreement once everything else is in, records the acceptance, then sends', async () => {
    const onChange = jest.fn();
    save.mockResolvedValue(application({ agreement: { version: '2026-11', acceptedAt: '2026-11-27T11:00:00.000Z' } }));
    submit.mockResolvedValue(application({ state: 'submitted' }));
    const user = userEvent.setup();
    const { rerender } = renderWithStore(<ApplicationWizard application={application()} onChange={onChange} onReload={jest.fn()} />);
    expect(screen.getByTestId('application-submit')).toBeDisabled();
    await user.click(screen.getByTestId('application-accept'));
    expect(save).toHaveBeenCalledWith({ acceptAgreement: true });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    rerender(<ApplicationWizard application={onChange.mock.calls[0][0]} onChange={onChange} onReload={jest.fn()} />);
    await user.click(screen.getByTestId('application-submit'));
    await waitFor(() => expect(submit).toHaveBeenCalled());
  });

  it('shows the note of an application sent back for new documents', () => {
    renderWithStore(
      <ApplicationWizard
        application={application({ state: 'needs_documents', reviewNote: 'The selfie is too dark.' })}
        onChange={jest.fn()}
        onReload={jest.fn()}
      />,
    );
    expect(screen.getByTestId('application-note')).toHaveTextContent('The selfie is too dark.');
  });
});

describe("a sent application's state", () => {
  it('says it is in review, approved, or rejected with the reason and a way to start again', async () => {
    const again = jest.fn();
    const { rerender } = renderWithStore(
      <ApplicationState application={application({ state: 'submitted', submittedAt: '2026-11-27T12:00:00.000Z' })} onStartAgain={again} />,
    );
    expect(screen.getByTestId('application-submitted')).toHaveTextContent('Your application is with our team');
    rerender(<ApplicationState application={application({ state: 'approved' })} onStartAgain={again} />);
    expect(screen.getByTestId('application-approved')).toHaveTextContent('You are a creator');
    rerender(<ApplicationState application={application({ state: 'rejected', reviewNote: 'The document is not valid.' })} onStartAgain={again} />);
    expect(screen.getByTestId('application-rejected')).toHaveTextContent('The reason our team gave: The document is not valid.');
    await userEvent.setup().click(screen.getByTestId('application-start-again'));
    expect(again).toHaveBeenCalled();
  });
});
