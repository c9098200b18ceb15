import SendOutlined from '@ant-design/icons/SendOutlined';
import { useRef, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { MESSAGE_MAX } from '../../lib/message-limits';
import LightButton from '../common/light-button';
import hidden from '../../styles/visually-hidden.module.css';
import styles from './messages.module.css';

/** "typing" is said at most this often. */
const TYPING_EVERY_MS = 2_000;

interface Props {
  onSend(body: string): Promise<void>;
  onTyping?(): void;
  /** Where it is written from (a new conversation's first message). */
  placeholder?: string;
}

/** The box to write in: Enter sends, Shift+Enter starts a new line; a refusal is said under it and the text kept. */
export default function MessageComposer({ onSend, onTyping, placeholder = 'Write a message' }: Props) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const length = [...text].length;
  const ready = text.trim() !== '' && length <= MESSAGE_MAX && !sending;

  const send = async () => {
    if (!ready) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text.trim());
      setText('');
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
      {(error || length > MESSAGE_MAX) && (
        <p id="message-error" className={styles.error} role="alert">
          {error ?? `A message has at most ${MESSAGE_MAX} characters (${length} now).`}
        </p>
      )}
    </form>
  );
}
