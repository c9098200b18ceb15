import { screen } from '@testing-library/react';
import { layoutComponent, pickLayout } from '../../../layouts';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/home', query: {}, push: jest.fn() }) }));

describe('layout registry', () => {
  it('uses the page layout, primary by default', () => {
    expect(pickLayout({ maintenanceMode: false, geoBlocked: false })).toBe('primary');
    expect(pickLayout({ page: 'auth', maintenanceMode: false, geoBlocked: false })).toBe('auth');
    expect(pickLayout({ page: 'blank', maintenanceMode: false, geoBlocked: false })).toBe('blank');
    expect(pickLayout({ page: 'public', maintenanceMode: false, geoBlocked: false })).toBe('public');
  });

  it('overrides it with maintenance mode and a blocked country', () => {
    expect(pickLayout({ page: 'auth', maintenanceMode: true, geoBlocked: false })).toBe('maintenance');
    expect(pickLayout({ page: 'auth', maintenanceMode: false, geoBlocked: true })).toBe('geoBlock');
    expect(pickLayout({ page: 'auth', maintenanceMode: true, geoBlocked: true })).toBe('geoBlock');
  });
});

describe('layouts', () => {
  it('geoBlock shows the two spec sentences', () => {
    const GeoBlock = layoutComponent('geoBlock');
    renderWithStore(<GeoBlock />);
    expect(screen.getByText("We've sorry.")).toBeInTheDocument();
    expect(screen.getByText('Website content is not available on your country')).toBeInTheDocument();
  });

  it('maintenance shows the under-construction image', () => {
    const Maintenance = layoutComponent('maintenance');
    renderWithStore(<Maintenance />);
    expect(screen.getByRole('img', { name: 'Website under construction' })).toHaveAttribute('src', '/under-construction.svg');
  });

  it('public renders bare children', () => {
    const Public = layoutComponent('public');
    const { container } = renderWithStore(
      <Public>
        <p>only me</p>
      </Public>,
    );
    expect(container.innerHTML).toBe('<p>only me</p>');
  });

  it('primary has header, content, footer with the admin footer HTML and footer menus', () => {
    const Primary = layoutComponent('primary');
    renderWithStore(
      <Primary>
        <p>page body</p>
      </Primary>,
      {
        ui: {
          siteName: 'Fan Site',
          footerContent: '<p>Made with <strong>care</strong></p>',
          menus: [
            { _id: 'h', title: 'Videos', path: '/videos', section: 'header', isNewTab: false, ordering: 1 },
            { _id: 'f', title: 'Terms', path: 'https://example.com/terms', section: 'footer', isNewTab: true, ordering: 1 },
          ],
        },
      },
    );
    expect(screen.getByText('page body')).toBeInTheDocument();
    expect(screen.getAllByText('Fan Site').length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Videos');
    const terms = screen.getByRole('link', { name: 'Terms' });
    expect(terms).toHaveAttribute('href', 'https://example.com/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('footer-content').innerHTML).toBe('<p>Made with <strong>care</strong></p>');
  });
});
