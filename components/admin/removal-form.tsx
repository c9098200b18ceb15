import { Checkbox } from 'antd';
import { useState } from 'react';
import DecisionForm from './decision-form';

interface Props {
  label: string;
  placeholder: string;
  confirm: string;
  busy: boolean;
  /** Whether "Illegal" starts ticked (a report of one of the gravest reasons). */
  illegalAtFirst?: boolean;
  /** The reason, and whether it is removed for everyone as illegal (else taken down: its buyers keep it). */
  onSend: (reason: string, illegal: boolean) => void;
  testId: string;
}

/** A removal's form: why, and whether the item is illegal (removed for everyone, its buyers too) or only taken down. */
export default function RemovalForm({ label, placeholder, confirm, busy, illegalAtFirst = false, onSend, testId }: Props) {
  const [illegal, setIllegal] = useState(illegalAtFirst);
  return (
    <DecisionForm
      label={label}
      placeholder={placeholder}
      confirm={confirm}
      danger
      busy={busy}
      onSend={(reason) => onSend(reason, illegal)}
      testId={testId}
      extra={
        <Checkbox checked={illegal} onChange={(e) => setIllegal(e.target.checked)} data-testid={`${testId}-illegal`}>
          Illegal: remove it for everyone, its buyers too
        </Checkbox>
      }
    />
  );
}
