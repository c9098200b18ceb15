import { checkVideoForm, createVideoBody, emptyVideoForm, secondsFromInput, titleFromFileName } from '../../../lib/video-form';

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
