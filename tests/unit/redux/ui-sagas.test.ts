import { persistUi, restoreUi } from '../../../redux/ui/sagas';
import { initialUiState, uiRestored } from '../../../redux/ui/slice';
import { recordSaga } from '../helpers/record-saga';

beforeEach(() => window.localStorage.clear());

describe('persisted UI values', () => {
  it('are written to local storage under the ui key', async () => {
    await recordSaga(persistUi, undefined, { ui: { ...initialUiState, theme: 'dark', siteName: 'Not persisted' } });
    expect(JSON.parse(window.localStorage.getItem('ui') || 'null')).toEqual({ theme: 'dark' });
  });

  it('are restored on load', async () => {
    window.localStorage.setItem('ui', JSON.stringify({ theme: 'dark' }));
    expect(await recordSaga(restoreUi, undefined)).toEqual([uiRestored({ theme: 'dark' })]);
  });

  it('restore nothing from broken JSON', async () => {
    window.localStorage.setItem('ui', '{"theme": "da');
    expect(await recordSaga(restoreUi, undefined)).toEqual([uiRestored({})]);
  });

  it('restore nothing when storage is empty', async () => {
    expect(await recordSaga(restoreUi, undefined)).toEqual([uiRestored({})]);
  });
});
