import type { StatusLook } from '../../lib/purchases';
import LightTag from '../common/light-tag';

/** A status as a coloured tag (see lib/purchases.ts for the words and colours). */
export default function StatusTag({ look, testId }: { look: StatusLook; testId?: string }) {
  return (
    <LightTag color={look.color} data-testid={testId}>
      {look.label}
    </LightTag>
  );
}
