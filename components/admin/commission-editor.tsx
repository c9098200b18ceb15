import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { percent } from '../../lib/money';
import { adminService } from '../../services/admin.service';
import type { Commission } from '../../types/admin';
import LightSpin from '../common/light-spin';
import { useLoaded } from '../common/use-loaded';
import styles from './admin.module.css';
import { useAction } from './use-action';

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** What the site keeps of one creator's sales: the site's commission, or their own (in percent, to a hundredth). */
export default function CommissionEditor({ performerId, username }: { performerId: string; username: string }) {
  const { loaded, set } = useLoaded(() => adminService.commission(performerId), `commission:${performerId}`);
  const [text, setText] = useState('');
  const { busy, run } = useAction<Commission>((saved) => {
    set(saved);
    setText('');
  }, 'The commission could not be changed.');
  if (loaded.state === 'loading') return <LightSpin />;
  if (loaded.state === 'failed') return <span className={styles.muted}>{loaded.message}</span>;
  const { commissionBp, siteCommissionBp } = loaded.data;
  const valid = PERCENT.test(text.trim()) && Number(text) <= 100;
  return (
    <div className={styles.toolbar} data-testid={`commission-${username}`}>
      <span>
        Commission: <strong>{percent((commissionBp ?? siteCommissionBp) / 10_000)}</strong>{' '}
        <span className={styles.muted}>{commissionBp === null ? '(the site’s)' : `(their own; the site’s is ${percent(siteCommissionBp / 10_000)})`}</span>
      </span>
      <Space wrap>
        <Input
          aria-label={`${username}'s own commission, in percent`}
          placeholder="e.g. 15"
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value)}
          style={{ width: 110 }}
          suffix="%"
        />
        <Button
          disabled={!valid}
          loading={busy}
          onClick={() => void run(() => adminService.setCommission(performerId, Math.round(Number(text) * 100)), `${username} now pays ${text.trim()}%.`)}
        >
          Set their own
        </Button>
        {commissionBp !== null && (
          <Button loading={busy} onClick={() => void run(() => adminService.setCommission(performerId, null), `${username} pays the site’s commission again.`)}>
            Back to the site’s
          </Button>
        )}
      </Space>
    </div>
  );
}
