import { checkPostForm, emptyPostForm, mediaCountText, postBody, postFormOf } from '../../../lib/post-form';
import type { OwnCreatorPostDetail } from '../../../types/creator-post';

describe('the Studio post form', () => {
  it('says what is wrong with each field before sending, as the server would', () => {
    expect(checkPostForm(emptyPostForm)).toEqual({ title: 'Give the post a title.' });
    expect(checkPostForm({ ...emptyPostForm, title: 'x'.repeat(201) }).title).toBe('A title has at most 200 characters.');
    expect(checkPostForm({ ...emptyPostForm, title: 'Hi', body: 'x'.repeat(10_001) }).body).toBe('A post has at most 10,000 characters.');
    expect(checkPostForm({ ...emptyPostForm, title: 'Hi', access: 'sale', price: '' }).price).toBe('Set a price.');
    expect(checkPostForm({ title: 'Hi', body: 'Words', access: 'sale', price: '4.99' })).toEqual({});
  });

  it('sends trimmed values, the price in cents only for pay-per-view', () => {
    expect(postBody({ title: '  Hi ', body: ' **Bold** \n', access: 'sale', price: '4.99' })).toEqual({
      title: 'Hi',
      body: '**Bold**',
      access: 'sale',
      price: 499,
    });
    expect(postBody({ title: 'Hi', body: '', access: 'subscribers', price: '4.99' })).toEqual({ title: 'Hi', body: '', access: 'subscribers' });
  });

  it('opens the edit form with the post as it is', () => {
    const post = { title: 'Set', body: 'Text', access: 'sale', price: 1250 } as OwnCreatorPostDetail;
    expect(postFormOf(post)).toEqual({ title: 'Set', body: 'Text', access: 'sale', price: '12.50' });
    expect(postFormOf({ ...post, access: 'free', price: 0 }).price).toBe('');
  });

  it('counts a post’s media in words', () => {
    expect([0, 1, 3].map(mediaCountText)).toEqual(['Text only', '1 photo or video', '3 photos and videos']);
  });
});
