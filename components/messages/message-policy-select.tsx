import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { messageService } from '../../services/message.service';
import type { MessagePolicy } from '../../types/message';
import styles from './messages.module.css';

const CHOICES: Array<{ value: MessagePolicy; label: string }> = [
  { value: 'subscribers', label: 'Subscribers' },
  { value: 'followers', label: 'Followers and subscribers' },
  { value: 'anyone', label: 'Anyone signed in' },
];

/** A creator's choice of who may write to them first (anyone may answer them; blocked fans never write). */
export default function MessagePolicySelect() {
  const [policy, setPolicy] = useState<MessagePolicy | null>(null);
  useEffect(() => {
    messageService
      .policy()
      .then((answer) => setPolicy(answer.policy))
      .catch(() => undefined);
  }, []);
  if (!policy) return null;
  const change = async (next: MessagePolicy) => {
    const before = policy;
    setPolicy(next);
    try {
      await messageService.setPolicy(next);
      notify.success('Saved: who can write to you first.');
    } catch (error) {
      setPolicy(before);
      notify.error(errorMessage(error, 'That did not save. Try again.'));
    }
  };
  return (
    <label className={styles.policy}>
      Who can write to you first
      <select className={styles.policySelect} value={policy} onChange={(e) => void change(e.target.value as MessagePolicy)} data-testid="message-policy">
        {CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
