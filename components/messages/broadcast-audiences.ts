import type { BroadcastRequest } from '../../types/message';

/** Who a message to all can be for, as the Studio names them. */
export const AUDIENCES: Array<{ value: BroadcastRequest['audience']; label: string }> = [
  { value: 'subscribers', label: 'My subscribers' },
  { value: 'followers', label: 'My followers' },
  { value: 'buyers', label: 'Buyers of an item' },
];

export const audienceLabel = (audience: BroadcastRequest['audience']) => AUDIENCES.find((a) => a.value === audience)?.label ?? audience;
