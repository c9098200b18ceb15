import { Space } from 'antd';
import { adminService } from '../../services/admin.service';
import type { AdminReport } from '../../types/report';
import DecisionForm from './decision-form';
import RemovalForm from './removal-form';
import { useAction } from './use-action';

/** An open report's decisions: remove the item (taken down, or removed for everyone as illegal) or dismiss the reports. */
export default function ReportActions({ report, onChanged }: { report: AdminReport; onChanged: (report: AdminReport) => void }) {
  const { busy, run } = useAction<AdminReport>(onChanged, 'That did not work.');
  const grave = report.reason === 'illegal' || report.reason === 'underage' || report.reason === 'non_consensual';
  const testId = `report-${report._id}`;
  return (
    <Space wrap align="start">
      <RemovalForm
        label="Remove"
        placeholder="Why (the reporters and the owner read it)"
        confirm="Remove it"
        busy={busy}
        illegalAtFirst={grave}
        onSend={(note, illegal) => run(() => adminService.resolveReport(report._id, { outcome: 'removed', note, illegal }), 'Removed. The reporters are told.')}
        testId={`${testId}-remove`}
      />
      <DecisionForm
        label="Dismiss"
        placeholder="Why it stays up (the reporters read it)"
        confirm="Dismiss"
        busy={busy}
        onSend={(note) => run(() => adminService.resolveReport(report._id, { outcome: 'dismissed', note }), 'Dismissed. The reporters are told.')}
        testId={`${testId}-dismiss`}
      />
    </Space>
  );
}
