import { Button, Input, Popconfirm, Radio } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { MESSAGE_MAX } from '../../lib/message-limits';
import { centsFromInput, priceProblem } from '../../lib/price-input';
import { notify } from '../../lib/notify';
import { countOf } from '../../lib/plural';
import { broadcastStarted } from '../../redux/broadcasts/slice';
import { useAppDispatch } from '../../redux/hooks';
import { broadcastService } from '../../services/broadcast.service';
import type { BroadcastRequest } from '../../types/message';
import { withAntdScope } from '../common/antd-scope';
import styles from '../studio/studio.module.css';
import own from './broadcast-form.module.css';
import BroadcastItemPicker from './broadcast-item-picker';
import { AUDIENCES } from './broadcast-audiences';
import AddPhotosButton from './add-photos-button';
import MessageDraft from './message-draft';
import { useMessageDraft } from './use-message-draft';

type Audience = BroadcastRequest['audience'];

/** Writing a message to all: who it is for (subscribers, followers, or an item's buyers), the text, then sent after a confirm. */
function BroadcastForm() {
  const dispatch = useAppDispatch();
  const [audience, setAudience] = useState<Audience>('subscribers');
  const [item, setItem] = useState<BroadcastRequest['item'] | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [price, setPrice] = useState('');
  const draft = useMessageDraft(null);
  const photos = draft.ready;
  const priced = photos.length > 0 && price.trim() !== '';
  const badPrice = priced ? priceProblem(price) : null;
  const length = [...text].length;
  const ready = (text.trim() !== '' || photos.length > 0) && length <= MESSAGE_MAX && (audience !== 'buyers' || item !== null) && !draft.busy && !badPrice;

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const started = await broadcastService.start({
        audience,
        body: text.trim(),
        ...(audience === 'buyers' && item && { item }),
        ...(photos.length > 0 && { attachments: photos }),
        ...(priced && { priceCents: centsFromInput(price)! }),
      });
      dispatch(broadcastStarted(started));
      setText('');
      setPrice('');
      if (photos.length > 0) draft.sent();
      notify.success(`On its way to ${countOf(started.recipients, 'fans')}.`);
    } catch (failure) {
      setError(errorMessage(failure, 'The message could not be sent. Try again.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="broadcast-form-title" data-testid="broadcast-form">
      <h2 id="broadcast-form-title" className={styles.panelTitle}>
        Write to all
      </h2>
      <p className={styles.panelHint}>Each one gets it in their conversation with you. Fans you blocked and fans who turned such messages off do not.</p>
      <fieldset className={styles.choiceGroup}>
        <legend className={styles.choiceLegend}>Who it is for</legend>
        <Radio.Group value={audience} onChange={(e) => setAudience(e.target.value as Audience)} data-testid="broadcast-audience">
          {AUDIENCES.map(({ value, label }) => (
            <Radio key={value} value={value} data-testid={`broadcast-audience-${value}`}>
              {label}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      {audience === 'buyers' && (
        <div className={own.picker}>
          <BroadcastItemPicker value={item ?? null} onChange={setItem} />
        </div>
      )}
      <label htmlFor="broadcast-text" className={styles.choiceLegend}>
        Message
      </label>
      <Input.TextArea
        id="broadcast-text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={4}
        showCount={{ formatter: ({ count }) => `${count} / ${MESSAGE_MAX}` }}
        status={length > MESSAGE_MAX ? 'error' : undefined}
        data-testid="broadcast-text"
      />
      <div className={own.extras}>
        <MessageDraft draft={draft} />
        <AddPhotosButton onFiles={draft.add} labelled testId="broadcast-photos-add" videos />
        {photos.length > 0 && (
          <label className={styles.fieldLabel}>
            Price to unlock (optional)
            <Input
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              inputMode="decimal"
              placeholder="Free"
              status={badPrice ? 'error' : undefined}
              style={{ width: 120 }}
              data-testid="broadcast-price"
            />
          </label>
        )}
        {badPrice && (
          <p className={styles.formError} role="alert">
            {badPrice}
          </p>
        )}
      </div>
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
      <div className={own.actions}>
        <Popconfirm
          title="Send it to all of them now?"
          description="It cannot be taken back once it is on its way."
          okText="Send"
          onConfirm={send}
          disabled={!ready}
        >
          <Button type="primary" disabled={!ready} loading={sending} data-testid="broadcast-send">
            Send to all
          </Button>
        </Popconfirm>
      </div>
    </section>
  );
}

export default withAntdScope(BroadcastForm);
