import { render, screen, within } from '@testing-library/react';
import PerformerAbout from '../../../components/performer/performer-about';
import { makePerformer, NO_ATTRIBUTES } from '../helpers/catalogue-fixtures';

describe('performer about', () => {
  it('lists what the performer filled in as terms and their values, capitalised, in a fixed order', () => {
    const performer = makePerformer({ name: 'Marco Vale', gender: 'male', country: 'IT', attributes: { ...NO_ATTRIBUTES, hair: 'black', age: 36, eyes: '' } });
    render(<PerformerAbout performer={performer} />);
    const about = screen.getByRole('complementary', { name: 'About Marco Vale' });
    expect(
      within(about)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Gender', 'Country', 'Age', 'Hair']);
    expect(
      within(about)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Male', 'Italy', '36', 'Black']);
  });

  it('says so when there is no bio, and shows no empty list', () => {
    render(<PerformerAbout performer={makePerformer({ name: 'Kai', bio: '', gender: null, country: null, attributes: NO_ATTRIBUTES })} />);
    expect(screen.getByText('Kai has not written a bio yet.')).toBeInTheDocument();
    expect(screen.queryByRole('term')).toBeNull();
  });
});
