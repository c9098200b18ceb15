import { countries, getEmojiFlag, languages, type TCountryCode } from 'countries-list';

export interface CountryItem {
  code: string;
  name: string;
  flag: string;
}

export interface PhoneCodeItem {
  code: string;
  countryCode: string;
  name: string;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

export const COUNTRIES: CountryItem[] = (Object.keys(countries) as TCountryCode[])
  .map((code) => ({ code, name: countries[code].name, flag: getEmojiFlag(code) }))
  .sort(byName);

export const LANGUAGES = Object.entries(languages)
  .map(([code, l]) => ({ code, name: l.name, native: l.native }))
  .sort(byName);

export const PHONE_CODES: PhoneCodeItem[] = (Object.keys(countries) as TCountryCode[])
  .flatMap((countryCode) => countries[countryCode].phone.map((p) => ({ code: `+${p}`, countryCode, name: countries[countryCode].name })))
  .sort(byName);

const options = (values: string[]) => values.map((v) => ({ value: v.toLowerCase().replace(/\s+/g, '-'), text: v }));

/** Range options such as heights in cm: product taxonomy, not a data set. */
const range = (from: number, to: number, step: number, unit: string) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => {
    const v = from + i * step;
    return { value: String(v), text: `${v} ${unit}` };
  });

/** Profile attributes a performer can fill in (the site's own taxonomy). */
export const USER_ADDITIONAL = {
  genders: options(['Female', 'Male', 'Transgender', 'Non-binary']),
  sexualOrientations: options(['Straight', 'Gay', 'Lesbian', 'Bisexual', 'Pansexual', 'Asexual']),
  ethnicities: options(['Asian', 'Black', 'Latina', 'Middle Eastern', 'Mixed', 'Native American', 'White', 'Other']),
  bodyTypes: options(['Slim', 'Athletic', 'Average', 'Curvy', 'Muscular', 'Plus size']),
  hairs: options(['Black', 'Brown', 'Blonde', 'Red', 'Grey', 'Colored', 'Bald']),
  eyes: options(['Brown', 'Blue', 'Green', 'Hazel', 'Grey', 'Amber']),
  butts: options(['Small', 'Medium', 'Large']),
  heights: range(140, 210, 1, 'cm'),
  weights: range(40, 150, 1, 'kg'),
  ages: range(18, 99, 1, 'years'),
};
