import { countryName } from '../../lib/format';
import type { Performer, PerformerAttributes } from '../../types/performer';
import detail from '../common/detail.module.css';
import LightDescriptions from '../common/light-descriptions';

const LABELS: Record<keyof PerformerAttributes, string> = {
  age: 'Age',
  height: 'Height',
  weight: 'Weight',
  ethnicity: 'Ethnicity',
  hair: 'Hair',
  eyes: 'Eyes',
  bodyType: 'Body type',
  sexualOrientation: 'Orientation',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A bare number is in centimetres or kilograms (the profile's convention); anything else is shown as written. */
const UNITS: Partial<Record<keyof PerformerAttributes, string>> = { height: 'cm', weight: 'kg' };
const shown = (key: keyof PerformerAttributes, value: unknown) => {
  const text = String(value).trim();
  const unit = UNITS[key];
  return unit && /^\d+(\.\d+)?$/.test(text) ? `${text} ${unit}` : capitalise(text);
};

/** Bio and the attributes the performer filled in. */
export default function PerformerAbout({ performer }: { performer: Performer }) {
  const rows = [
    ...(performer.gender ? [{ key: 'gender', label: 'Gender', children: capitalise(performer.gender) }] : []),
    ...(performer.country ? [{ key: 'country', label: 'Country', children: countryName(performer.country) }] : []),
    ...(Object.keys(LABELS) as (keyof PerformerAttributes)[])
      .filter((key) => performer.attributes?.[key] !== null && performer.attributes?.[key] !== undefined && performer.attributes?.[key] !== '')
      .map((key) => ({ key, label: LABELS[key], children: shown(key, performer.attributes[key]) })),
  ];
  return (
    <aside className={detail.panel} data-testid="performer-about" aria-label={`About ${performer.name}`}>
      <h2 className={detail.subtitle}>About</h2>
      <p className={detail.description}>{performer.bio || `${performer.name} has not written a bio yet.`}</p>
      {rows.length > 0 && <LightDescriptions items={rows} />}
    </aside>
  );
}
