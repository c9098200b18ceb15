import { request } from '../../../services/api-request';
import { clearCache } from '../../../services/cache';
import { settingsService } from '../../../services/settings.service';
import { userService } from '../../../services/user.service';
import { utilsService } from '../../../services/utils.service';

jest.mock('../../../services/api-request', () => {
  const request = jest.fn();
  return {
    request,
    api: {
      get: (address: string, options = {}) => request(address, options),
      put: (address: string, body: unknown, options = {}) => request(address, { ...options, method: 'PUT', body }),
    },
  };
});

const requestMock = jest.mocked(request);

beforeEach(() => {
  jest.clearAllMocks();
  clearCache();
});

describe('user service', () => {
  it('fetches /users/me with an explicit Authorization header and fills a missing avatar', async () => {
    requestMock.mockResolvedValue({ status: 0, data: { _id: 'u1', name: 'A', avatar: null } });
    const user = await userService.me({ token: 'tok', headers: { 'cf-ipcountry': 'US' } });
    expect(requestMock).toHaveBeenCalledWith('/users/me', {
      headers: { 'cf-ipcountry': 'US', Authorization: 'Bearer tok' },
      redirectOnUnauthorized: false,
    });
    expect(user.avatar).toBe('/no-avatar.png');
  });

  it('keeps a real avatar on update', async () => {
    requestMock.mockResolvedValue({ status: 0, data: { _id: 'u1', avatar: '/files/a.png' } });
    const user = await userService.update({ name: 'B' });
    expect(requestMock).toHaveBeenCalledWith('/users', expect.objectContaining({ method: 'PUT', body: { name: 'B' } }));
    expect(user.avatar).toBe('/files/a.png');
  });
});

describe('cached look-ups in the browser', () => {
  it('asks for public settings once per group', async () => {
    requestMock.mockResolvedValue({ status: 0, data: { siteName: 'S' } });
    await settingsService.getPublic();
    await settingsService.getPublic();
    await settingsService.getPublic('payment');
    expect(requestMock).toHaveBeenCalledTimes(2);
    expect(requestMock).toHaveBeenCalledWith('/settings/public', { query: { group: 'payment' } });
  });

  it('forgets a failed look-up so the next call retries', async () => {
    requestMock.mockRejectedValueOnce({ statusCode: 500 }).mockResolvedValueOnce({ status: 0, data: [{ code: 'FR', name: 'France' }] });
    await expect(utilsService.countries()).rejects.toEqual({ statusCode: 500 });
    await expect(utilsService.countries()).resolves.toEqual([{ code: 'FR', name: 'France' }]);
  });
});
