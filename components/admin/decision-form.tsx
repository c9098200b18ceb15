import { Button, Input, Space } from 'antd';
import { useState, type ReactNode } from 'react';

interface Props {
  label: string;
  placeholder: string;
  confirm: string;
  danger?: boolean;
  busy: boolean;
  onSend: (reason: string) => void;
  testId: string;
  /** Shown under the reason while the form is open (a checkbox that changes what the decision does). */
  extra?: ReactNode;
}

/** A decision that the applicant (or user) reads the reason of: the reason, then the button. */
export default function DecisionForm({ label, placeholder, confirm, danger, busy, onSend, testId, extra }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open) {
    return (
      <Button danger={danger} onClick={() => setOpen(true)} data-testid={`${testId}-open`}>
        {label}
      </Button>
    );
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: '100%' }}>
      <Input.TextArea
        aria-label={placeholder}
        placeholder={placeholder}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={2000}
        rows={3}
        data-testid={`${testId}-reason`}
      />
      {extra}
      <Space>
        <Button type="primary" danger={danger} disabled={!reason.trim()} loading={busy} onClick={() => onSend(reason.trim())} data-testid={`${testId}-send`}>
          {confirm}
        </Button>
        <Button onClick={() => setOpen(false)}>Cancel</Button>
      </Space>
    </div>
  );
}
