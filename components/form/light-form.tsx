import type { FormHTMLAttributes } from 'react';
import { FormSizeContext, type FormSize } from './form-context';

type Props = FormHTMLAttributes<HTMLFormElement> & {
  /** Size of the items and inputs inside (antd's Form `size`); buttons take their own. */
  size?: FormSize;
  'data-testid'?: string;
};

/** A <form> for useLightForm's `formProps`, setting the size of the light fields inside. */
export default function LightForm({ size = 'middle', children, ...rest }: Props) {
  return (
    <FormSizeContext value={size}>
      <form {...rest}>{children}</form>
    </FormSizeContext>
  );
}
