import type { Message } from '../types/message';

/** What a message carries, counted: "1 photo", "2 videos", "1 photo and 1 video" (empty: nothing). */
export function mediaCount(items: Message['photos']): string {
  const count = (n: number, one: string) => (n === 1 ? `1 ${one}` : `${n} ${one}s`);
  const videos = items.filter((item) => item.kind === 'video').length;
  const photos = items.length - videos;
  return [photos && count(photos, 'photo'), videos && count(videos, 'video')].filter(Boolean).join(' and ');
}
