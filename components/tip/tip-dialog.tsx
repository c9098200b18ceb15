import { Button, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { centsFromInput } from '../../lib/price-input';
import { tipPresets, tipProblem } from '../../lib/tip-amounts';
import { tipRequested } from '../../redux/checkout/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import type { TipBody } from '../../types/tip';
import { withAntdScope } from '../common/antd-scope';
import { useMoney } from '../common/use-money';
import styles from './tip.module.css';

export interface TipDialogProps {
  performer: { _id: string; name: string };
  on?: TipBody['on'];
  open: boolean;
  onClose: () => void;
}

/** Longest message (the server's TIP_MESSAGE_MAX). */
const MESSAGE_MAX = 500;
const OTHER = 'other';

/** The tip form: a preset amount or another one within the site's limits, an optional message, then off to pay. */
function TipDialog({ performer, on, open, onClose }: TipDialogProps) {
  const dispatch = useAppDispatch();
  const limits = useAppSelector((s) => s.ui.tipLimits);
  const symbol = useAppSelector((s) => s.ui.currencySymbol);
  const money = useMoney();
  const sending = useAppSelector((s) => s.checkout.purchase.requesting);
  const presets = tipPresets(limits);
  const [choice, setChoice] = useState<string>(String(presets[0]));
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState('');
  const problem = choice === OTHER ? tipProblem(typed, limits, money) : null;
  const cents = choice === OTHER ? (problem ? null : centsFromInput(typed)) : Number(choice);

  const send = () => {
    if (cents === null) return;
    dispatch(tipRequested({ performerId: performer._id, amountCents: cents, ...(message.trim() && { message: message.trim() }), ...(on && { on }) }));
  };

  return (
    <Modal
      open={open}
      title={`Send ${performer.name} a tip`}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="send" type="primary" disabled={cents === null} loading={sending} onClick={send} data-testid="tip-send">
          {cents === null ? 'Send tip' : `Send ${money(cents)}`}
        </Button>,
      ]}
    >
      <div className={styles.form} data-testid="tip-dialog">
        <p id="tip-amount-label" className={styles.lead}>
          Amount
        </p>
        <Radio.Group
          aria-labelledby="tip-amount-label"
          optionType="button"
          value={choice}
          onChange={(e) => setChoice(String(e.target.value))}
          className={styles.amounts}
        >
          {presets.map((preset) => (
            <Radio.Button key={preset} value={String(preset)} data-testid={`tip-preset-${preset}`}>
              {money(preset)}
            </Radio.Button>
          ))}
          <Radio.Button value={OTHER} data-testid="tip-preset-other">
            Other
          </Radio.Button>
        </Radio.Group>
        {choice === OTHER && (
          <>
            <label htmlFor="tip-amount" className={styles.lead}>
              Your amount
            </label>
            <Input
              id="tip-amount"
              prefix={symbol}
              inputMode="decimal"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              status={typed && problem ? 'error' : undefined}
              aria-describedby="tip-amount-hint"
              autoFocus
              data-testid="tip-amount"
            />
            <span id="tip-amount-hint" className={typed && problem ? styles.problem : styles.hint} role={typed && problem ? 'alert' : undefined}>
              {typed && problem ? problem : `From ${money(limits.minCents)} to ${money(limits.maxCents)}.`}
            </span>
          </>
        )}
        <label htmlFor="tip-message" className={styles.lead}>
          A message (optional)
        </label>
        <Input.TextArea
          id="tip-message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={MESSAGE_MAX}
          showCount
          rows={3}
          placeholder={`Say something to ${performer.name}`}
          data-testid="tip-message"
        />
        <p className={styles.note}>You pay on the next page. {performer.name} sees your name and message with the tip.</p>
      </div>
    </Modal>
  );
}

export default withAntdScope(TipDialog);
