import { Button } from 'antd';
import Tag from '../common/light-tag';
import { useCallback, useEffect, useState } from 'react';
import { deviceLabel } from '../../lib/device-label';
import { errorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { MESSAGES } from '../../lib/constants';
import { notify } from '../../lib/notify';
import { sessionService } from '../../services/session.service';
import type { DeviceSession } from '../../types/session';
import LazyPopconfirm from '../common/lazy-popconfirm';
import LightAlert from '../common/light-alert';
import styles from './devices-section.module.css';
import { countOf } from '../../lib/plural';

/** The account page's "Signed-in devices": where the account is logged in, signing one out, or every other one. */
export default function DevicesSection() {
  const [sessions, setSessions] = useState<DeviceSession[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setSessions((await sessionService.list()).data);
      setFailure(null);
    } catch (error) {
      setFailure(errorMessage(error, MESSAGES.genericError));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (key: string, action: () => Promise<string>) => {
    setBusy(key);
    try {
      notify.success(await action());
      await load();
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.genericError));
    } finally {
      setBusy(null);
    }
  };
  const end = (session: DeviceSession) =>
    act(session._id, async () => {
      await sessionService.end(session._id);
      return `${deviceLabel(session.userAgent)} is signed out.`;
    });
  const endOthers = () => act('others', async () => `Signed out of ${countOf((await sessionService.endOthers()).revoked, 'other devices')}.`);

  if (failure) return <LightAlert type="error" showIcon title={failure} data-testid="devices-error" />;
  if (!sessions) return <p className={styles.muted}>Loading…</p>;
  const others = sessions.filter((s) => !s.current);
  return (
    <div data-testid="devices-section">
      <ul className={styles.list}>
        {sessions.map((session) => (
          <li key={session._id} className={styles.row} data-testid="device-row">
            <div className={styles.what}>
              <strong>{deviceLabel(session.userAgent)}</strong>
              <span className={styles.muted}>
                Signed in {formatDate(session.createdAt)}
                {session.ip ? ` from ${session.ip}` : ''}
              </span>
            </div>
            {session.current ? (
              <Tag color="success">This device</Tag>
            ) : (
              <Button size="small" loading={busy === session._id} onClick={() => end(session)} data-testid="device-sign-out">
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <LazyPopconfirm
          title="Sign out of every other device?"
          description="Anyone using your account elsewhere will have to log in again."
          okText="Sign them out"
          cancelText="Keep them"
          onConfirm={endOthers}
        >
          <Button danger loading={busy === 'others'} data-testid="devices-sign-out-others">
            Sign out of all other devices
          </Button>
        </LazyPopconfirm>
      )}
    </div>
  );
}
