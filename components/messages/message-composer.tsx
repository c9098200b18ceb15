import SendOutlined from '@ant-design/icons/SendOutlined';
import { useRef, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { MESSAGE_MAX } from '../../lib/message-limits';
import { centsFromInput, priceProblem } from '../../lib/price-input';
import type { MessageExtras } from '../../types/message';
import LightButton from '../common/light-button';
import hidden from '../../styles/visually-hidden.module.css';
import AddPhotosButton from './add-photos-button';
import MessageDraft from './message-draft';
import styles from './messages.module.css';
import { useMessageDraft } from './use-message-draft';

/** "typing" is said at most this often. */
const TYPING_EVERY_MS = 2_000;

interface Props {
  onSend(body: string, extras: MessageExtras): Promise<void>;
  onTyping?(): void;
  /** Where it is written from (a new conversation's first message). */
  placeholder?: string;
  /** The conversation its photos are uploaded for (none yet: text only). */
  conversationId?: string;
  /** A creator may put a price on photos and videos (a paid message). */
  canPrice?: boolean;
  /** A creator may send videos too. */
  canSendVideos?: boolean;
}

/**
 * The box to write in: Enter sends, Shift+Enter starts a new line; photos are added from the picture button (and a
 * creator may ask a price to unlock them); a refusal is said under it and the text kept.
 */
export default function MessageComposer({ onSend, onTyping, placeholder = 'Write a message', conversationId, canPrice = false, canSendVideos = false }: Props) {
  const [text, setText] = useState('');
  const [price, setPrice] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const draft = useMessageDraft(conversationId ?? null);
  const photos = conversationId ? draft.ready : [];
  const length = [...text].length;
  const priced = canPrice && photos.length > 0 && price.trim() !== '';
  const badPrice = priced ? priceProblem(price) : null;
  const ready = (text.trim() !== '' || photos.length > 0) && length <= MESSAGE_MAX && !sending && !draft.busy && !badPrice;

  const send = async () => {
    if (!ready) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text.trim(), { ...(photos.length > 0 && { attachments: photos }), ...(priced && { priceCents: centsFromInput(price)! }) });
      setText('');
      setPrice('');
      if (photos.length > 0) draft.sent();
    } catch (failure) {
      setError(errorMessage(failure, 'The message could not be sent. Try again.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      {conversationId && <MessageDraft draft={draft} />}
      {canPrice && photos.length > 0 && (
        <label className={styles.priceField}>
          Price to unlock (optional)
          <input
            className={styles.priceInput}
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            placeholder="Free"
            aria-invalid={Boolean(badPrice) || undefined}
            data-testid="message-price-input"
          />
        </label>
      )}
      {conversationId && <AddPhotosButton onFiles={draft.add} testId="message-photos-add" videos={canSendVideos} />}
      <label htmlFor="message-text" className={hidden.visuallyHidden}>
        Message
      </label>
      <textarea
        id="message-text"
        className={styles.input}
        value={text}
        rows={1}
        placeholder={placeholder}
        maxLength={MESSAGE_MAX * 2}
        aria-invalid={length > MESSAGE_MAX || undefined}
        aria-describedby={error ? 'message-error' : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const now = Date.now();
          if (onTyping && now - lastTyping.current > TYPING_EVERY_MS) {
            lastTyping.current = now;
            onTyping();
          }
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
        data-testid="message-input"
      />
      <LightButton
        type="primary"
        shape="circle"
        htmlType="submit"
        icon={<SendOutlined aria-hidden />}
        aria-label="Send"
        disabled={!ready}
        loading={sending}
        data-testid="message-send"
      />
      {(error || length > MESSAGE_MAX || badPrice) && (
        <p id="message-error" className={styles.error} role="alert">
          {error ?? (length > MESSAGE_MAX ? `A message has at most ${MESSAGE_MAX} characters (${length} now).` : badPrice)}
        </p>
      )}
    </form>
  );
}
