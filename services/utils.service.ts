import type { Country, Language, PhoneCode, UserAdditional } from '../types/utils';
import { api } from './api-request';
import { cached } from './cache';

export const utilsService = {
  countries: () => cached('countries', async () => (await api.get<Country[]>('/countries/list')).data),
  languages: () => cached('languages', async () => (await api.get<Language[]>('/languages/list')).data),
  phoneCodes: () => cached('phone-codes', async () => (await api.get<PhoneCode[]>('/phone-codes/list')).data),
  userAdditional: () => cached('user-additional', async () => (await api.get<UserAdditional>('/user-additional')).data),
};
