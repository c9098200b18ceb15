import reducer, { countryChecked, initialUiState, pickPersisted, settingsLoaded, themeChanged, uiRestored } from '../../../redux/ui/slice';
import type { MenuItem } from '../../../types/settings';

const menu: MenuItem = { _id: 'm1', title: 'Videos', path: '/videos', section: 'header', isNewTab: false, ordering: 1 };

describe('ui slice', () => {
  it('defaults: light theme, USD and $', () => {
    const state = reducer(undefined, { type: '@@init' });
    expect(state).toMatchObject({ theme: 'light', currency: 'USD', currencySymbol: '$', maintenanceMode: false, geoBlocked: false });
  });

  it('loads the public settings', () => {
    const state = reducer(
      initialUiState,
      settingsLoaded({
        siteName: 'Fan Site',
        logo: '/files/logo.png',
        logoUrl: 'https://cdn.example.com/logo.png',
        favicon: '/files/favicon.png',
        loginPlaceholderImage: '/files/login.jpg',
        menus: [menu],
        footerContent: '<p>Hi</p>',
        currency: 'EUR',
        currencySymbol: '€',
        maintenanceMode: true,
        requireEmailVerification: true,
      }),
    );
    expect(state).toMatchObject({
      siteName: 'Fan Site',
      logo: '/files/logo.png',
      logoUrl: 'https://cdn.example.com/logo.png',
      favicon: '/files/favicon.png',
      loginPlaceholderImage: '/files/login.jpg',
      menus: [menu],
      footerContent: '<p>Hi</p>',
      currency: 'EUR',
      currencySymbol: '€',
      maintenanceMode: true,
      requireEmailVerification: true,
    });
  });

  it('falls back to defaults for missing settings and uses logoUrl when logo is empty', () => {
    const state = reducer(initialUiState, settingsLoaded({ logo: '', logoUrl: '/files/l.png', menus: undefined }));
    expect(state).toMatchObject({ siteName: 'Limelight', logo: '/files/l.png', currency: 'USD', currencySymbol: '$', menus: [] });
  });

  it('records the country block', () => {
    expect(reducer(initialUiState, countryChecked({ blocked: true })).geoBlocked).toBe(true);
  });

  it('changes and restores the theme', () => {
    expect(reducer(initialUiState, themeChanged('dark')).theme).toBe('dark');
    expect(reducer(initialUiState, uiRestored({ theme: 'dark' })).theme).toBe('dark');
  });

  it('ignores unknown or ill-typed restored values', () => {
    expect(pickPersisted('oops')).toEqual({});
    expect(pickPersisted(null)).toEqual({});
    expect(pickPersisted({ theme: 'neon', siteName: 'evil' })).toEqual({});
    const state = reducer(initialUiState, uiRestored({ theme: 'neon' } as never));
    expect(state).toEqual(initialUiState);
  });
});
