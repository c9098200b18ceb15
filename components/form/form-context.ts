import { createContext } from 'react';

/** antd's control sizes the light forms use: `middle` (32 px controls) and `large` (40 px). */
export type FormSize = 'middle' | 'large';

/** The size a LightForm gives its items and inputs (antd's Form `size`). */
export const FormSizeContext = createContext<FormSize>('middle');

/** What a FormItem tells the control inside it: its id (the label's target) and how its messages are wired. */
export interface FormItemControl {
  id?: string;
  invalid: boolean;
  /** The id of the item's error / help text while one is shown. */
  describedBy?: string;
}

export const FormItemContext = createContext<FormItemControl>({ invalid: false });
