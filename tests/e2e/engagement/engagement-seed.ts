import { expect, type APIRequestContext } from '@playwright/test';
import { apiList, type SeededVideo } from '../catalogue/seeded';

/** Videos of the demo performer account, read through the API (whatever the seed holds). */
export async function performerVideos(request: APIRequestContext, username = 'performer'): Promise<SeededVideo[]> {
  const res = await request.get(`/api/performers/${username}`);
  expect(res.ok(), `GET /api/performers/${username} answered ${res.status()}`).toBe(true);
  const performer: { _id: string } = (await res.json()).data;
  const videos = await apiList<SeededVideo>(request, '/user/assets/videos/search', { performerId: performer._id, limit: 12 });
  expect(videos.data.length, `${username} has videos in the seed`).toBeGreaterThan(1);
  return videos.data;
}

/** Takes back the user's reactions to a video, so a journey starts from a known state. */
export async function clearReactions(request: APIRequestContext, token: string, videoId: string, actions: string[]): Promise<void> {
  for (const action of actions) {
    const res = await request.delete('/api/reactions', {
      data: { objectType: 'video', objectId: videoId, action },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok(), `DELETE /api/reactions (${action}) answered ${res.status()}`).toBe(true);
  }
}
