import {
  checkVideoEdit,
  editFormOf,
  inputFromSeconds,
  checkVideoDetails,
  checkVideoForm,
  createVideoBody,
  detailsOf,
  emptyVideoForm,
  secondsFromInput,
  titleFromFileName,
  updateVideoBody,
} from '../../../lib/video-form';

const clip = new File([new Uint8Array(10)], 'clip.mp4', { type: 'video/mp4' });

describe('the "Upload video" form', () => {
  it('proposes a title from the file name, without its extension', () => {
    expect(titleFromFileName('My_holiday clip.final.mp4')).toBe('My holiday clip.final');
    expect(titleFromFileName('README')).toBe('README');
  });

  it('reads where the teaser starts as minutes:seconds or seconds', () => {
    expect(secondsFromInput('')).toBe(0);
    expect(secondsFromInput('1:30')).toBe(90);
    expect(secondsFromInput(' 75 ')).toBe(75);
    expect(secondsFromInput('1:75')).toBeNull();
    expect(secondsFromInput('-3')).toBeNull();
    expect(secondsFromInput('1.5')).toBeNull();
  });

  it("checks the file and the server's limits before sending", () => {
    const good = { ...emptyVideoForm, title: 'Night walk' };
    expect(checkVideoForm(good, clip)).toEqual({});
    expect(checkVideoForm(good, null).file).toBe('Choose the video file.');
    expect(checkVideoForm(good, new File([], 'empty.mp4')).file).toBe('This file is empty.');
    expect(checkVideoForm({ ...good, title: '  ' }, clip).title).toBe('Give the video a title.');
    expect(checkVideoForm({ ...good, access: 'sale', price: '' }, clip).price).toBe('Set a price.');
    expect(checkVideoForm({ ...good, access: 'sale', price: '0' }, clip).price).toBe('A price is more than zero.');
    expect(checkVideoForm({ ...good, access: 'free', price: 'nonsense' }, clip)).toEqual({});
    expect(checkVideoForm({ ...good, teaserStart: 'soon' }, clip).teaserStart).toMatch(/minutes:seconds/);
  });

  it('sends cents for pay-per-view only, and the teaser start when one is set', () => {
    expect(createVideoBody({ ...emptyVideoForm, title: ' Night walk ', access: 'sale', price: '12.5', teaserStart: '0:40' })).toEqual({
      title: 'Night walk',
      access: 'sale',
      price: 1250,
      teaserStartSeconds: 40,
    });
    expect(createVideoBody({ ...emptyVideoForm, title: 'Free one', access: 'free', price: '9', description: ' Hi ' })).toEqual({
      title: 'Free one',
      access: 'free',
      description: 'Hi',
    });
  });
});

describe('tags, categories and the edit form', () => {
  it('reads tags typed with commas (trimmed, without "#", each once) and checks them by the shared rules', () => {
    const body = createVideoBody({ ...emptyVideoForm, title: 'Tagged', access: 'free', tags: ' summer, #beach,,summer ', categoryIds: ['c1'] });
    expect(body).toEqual({ title: 'Tagged', access: 'free', tags: ['summer', 'beach'], categoryIds: ['c1'] });
    const many = Array.from({ length: 31 }, (_, i) => `t${i}`).join(',');
    expect(checkVideoDetails({ ...emptyVideoForm, title: 'x', tags: many }).tags).toBe('At most 30 tags.');
    expect(checkVideoDetails({ ...emptyVideoForm, title: 'x', tags: 'y'.repeat(51) }).tags).toMatch(/at most 50 characters/);
    expect(checkVideoDetails({ ...emptyVideoForm, title: 'x'.repeat(201) }).title).toBe('A title has at most 200 characters.');
    expect(checkVideoDetails({ ...emptyVideoForm, title: 'x', categoryIds: Array.from({ length: 11 }, (_, i) => `c${i}`) }).categoryIds).toBe(
      'At most 10 categories.',
    );
  });

  it('starts from the video as it is and sends every detail back, a cleared description included', () => {
    const values = detailsOf({
      title: 'Dawn',
      description: null,
      tags: ['sea', 'sun'],
      categories: [{ _id: 'c1', name: 'Travel', slug: 'travel' }],
      access: 'sale',
      price: 1250,
    });
    expect(values).toEqual({ title: 'Dawn', description: '', tags: 'sea, sun', categoryIds: ['c1'], access: 'sale', price: '12.50' });
    expect(updateVideoBody(values)).toEqual({ title: 'Dawn', description: '', tags: ['sea', 'sun'], categoryIds: ['c1'], access: 'sale', price: 1250 });
    expect(updateVideoBody({ ...values, access: 'free' })).not.toHaveProperty('price');
  });
});

describe('the video edit form’s teaser start', () => {
  it('shows where the teaser starts, checks it, and sends it in seconds', () => {
    expect([0, 5, 90, 3725].map(inputFromSeconds)).toEqual(['', '0:05', '1:30', '62:05']);
    const values = editFormOf({ title: 'Clip', description: null, tags: [], categories: [], access: 'free', price: 0, teaserStartSeconds: 90 } as never);
    expect(values.teaserStart).toBe('1:30');
    expect(checkVideoEdit({ ...values, teaserStart: 'soon' }).teaserStart).toBe('Say where the teaser starts as minutes:seconds (1:30) or seconds (90).');
    expect(updateVideoBody({ ...values, teaserStart: '2:05' }).teaserStartSeconds).toBe(125);
  });
});
