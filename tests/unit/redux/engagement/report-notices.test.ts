import { runSaga, stdChannel } from 'redux-saga';
import { navigate } from '../../../../lib/navigation';
import { notify } from '../../../../lib/notify';
import { SOCKET_EVENTS } from '../../../../lib/socket-events';
import reportsSagas, { reportHandledText } from '../../../../redux/reports/sagas';
import { socketEventReceived } from '../../../../redux/socket/slice';

jest.mock('../../../../lib/notify', () => ({ notify: { notice: jest.fn() } }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

function run() {
  const channel = stdChannel();
  const task = runSaga({ channel, dispatch: () => undefined, getState: () => ({}) }, reportsSagas);
  return { put: (event: string, payload: unknown) => channel.put(socketEventReceived({ event, payload })), task };
}

describe('what the socket says about reports', () => {
  it('tells a reporter what the team decided, and the notice opens their reports', () => {
    const { put, task } = run();
    put(SOCKET_EVENTS.reportHandled, { reportId: 'r1', objectTitle: 'Buy followers', state: 'removed', outcome: 'Spam is not allowed.' });
    expect(notify.notice).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'We removed what you reported', description: '“Buy followers”: Spam is not allowed.' }),
    );
    jest.mocked(notify.notice).mock.calls[0][0].onClick?.();
    expect(navigate).toHaveBeenCalledWith('/user/reports');
    task.cancel();
  });

  it('words a dismissal as such', () => {
    expect(reportHandledText({ reportId: 'r2', objectTitle: 'Beach', state: 'dismissed', outcome: 'It follows the rules.' }).title).toBe(
      'We looked at your report and left it up',
    );
  });

  it('alerts an admin of a new report, saying when it hid the item, and the notice opens the queue', () => {
    const { put, task } = run();
    put(SOCKET_EVENTS.reportFiled, { reportId: 'r3', objectType: 'video', objectTitle: 'Night swim', reason: 'underage', held: true });
    expect(notify.notice).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'New report (Someone under 18): hidden until reviewed', description: 'Night swim' }),
    );
    jest.mocked(notify.notice).mock.calls[0][0].onClick?.();
    expect(navigate).toHaveBeenCalledWith('/admin/reports');
    task.cancel();
  });
});
