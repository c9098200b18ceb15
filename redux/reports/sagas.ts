import type { Action } from '@reduxjs/toolkit';
import { all, call, takeEvery } from 'redux-saga/effects';
import { ADMIN_ROUTES } from '../../lib/admin-routes';
import { navigate } from '../../lib/navigation';
import { notify } from '../../lib/notify';
import { REPORT_REASON_LABELS } from '../../lib/report-reasons';
import { SOCKET_EVENTS, type SocketPayloads } from '../../lib/socket-events';
import { PAGE_ROUTES } from '../../lib/constants';
import type { ReportReason } from '../../types/report';
import { socketEventReceived } from '../socket/slice';

type Handled = SocketPayloads[typeof SOCKET_EVENTS.reportHandled];
type Filed = SocketPayloads[typeof SOCKET_EVENTS.reportFiled];

/** What a reporter reads when the staff handled their report. */
export function reportHandledText({ objectTitle, state, outcome }: Handled): { title: string; description: string } {
  const title = state === 'removed' ? 'We removed what you reported' : 'We looked at your report and left it up';
  return { title, description: `“${objectTitle}”: ${outcome}` };
}

/** Spec: the reporter is told when their report is handled; the notice opens their reports. */
export function showReportHandled(payload: Handled): void {
  notify.notice({
    key: `report-${payload.reportId}`,
    ...reportHandledText(payload),
    placement: 'topRight',
    duration: 10,
    props: { 'data-testid': 'report-notification' },
    onClick: () => void navigate(PAGE_ROUTES.reports),
  });
}

/** Spec: a report alerts the admins on the socket; the notice opens the queue. */
export function showReportFiled({ reportId, objectTitle, reason, held }: Filed): void {
  const label = REPORT_REASON_LABELS[reason as ReportReason] ?? reason;
  notify.notice({
    key: `report-filed-${reportId}`,
    title: held ? `New report (${label}): hidden until reviewed` : `New report (${label})`,
    description: objectTitle,
    placement: 'topRight',
    duration: 10,
    props: { 'data-testid': 'report-alert' },
    onClick: () => void navigate(ADMIN_ROUTES.reports),
  });
}

const is = (event: string) => (action: Action) => socketEventReceived.match(action) && action.payload.event === event;

export default function* reportsSagas() {
  yield all([
    takeEvery(is(SOCKET_EVENTS.reportHandled), function* (action: ReturnType<typeof socketEventReceived>) {
      yield call(showReportHandled, action.payload.payload as Handled);
    }),
    takeEvery(is(SOCKET_EVENTS.reportFiled), function* (action: ReturnType<typeof socketEventReceived>) {
      yield call(showReportFiled, action.payload.payload as Filed);
    }),
  ]);
}
