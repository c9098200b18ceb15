import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useState, type MouseEvent } from 'react';
import LightInput, { type LightInputProps } from './light-input';
import styles from './light-password-input.module.css';

// Pressing the eye must not take the focus (or move the caret) away from the field.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** antd's Input.Password look-alike: a LightInput whose eye button shows or hides the password. */
export default function LightPasswordInput(props: Omit<LightInputProps, 'type' | 'suffix'>) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      aria-label={visible ? 'Hide' : 'Show'}
      aria-pressed={visible}
      onMouseDown={keepFocus}
      onMouseUp={keepFocus}
      onClick={() => setVisible((shown) => !shown)}
    >
      {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
    </button>
  );
  return <LightInput {...props} type={visible ? 'text' : 'password'} suffix={toggle} />;
}
