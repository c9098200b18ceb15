import { act, fireEvent, render, screen } from '@testing-library/react';
import BackToTop from '../../../components/common/back-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('back to top button', () => {
  afterEach(() => jest.restoreAllMocks());

  it('appears only after scrolling past 400 px', () => {
    render(<BackToTop />);
    expect(screen.queryByTestId('back-to-top')).not.toBeInTheDocument();
    scrollTo(400);
    expect(screen.queryByTestId('back-to-top')).not.toBeInTheDocument();
    scrollTo(401);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(10);
    expect(screen.queryByTestId('back-to-top')).not.toBeInTheDocument();
  });

  it('scrolls to the top over 450 ms', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    jest.spyOn(performance, 'now').mockReturnValue(0);
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<BackToTop />);
    scrollTo(1000);
    fireEvent.click(screen.getByTestId('back-to-top'));

    frames.shift()?.(225);
    expect(scroll).toHaveBeenLastCalledWith(0, 500);
    frames.shift()?.(400);
    expect(scroll.mock.lastCall?.[1]).toBeGreaterThan(0);
    frames.shift()?.(450);
    expect(scroll).toHaveBeenLastCalledWith(0, 0);
    expect(frames).toHaveLength(0);
  });
});
