export interface Country {
  code: string;
  name: string;
}

export interface Language {
  code: string;
  name: string;
}

export interface PhoneCode {
  code: string;
  countryCode: string;
  name: string;
}

export interface LabeledValue {
  value: string;
  text: string;
}

/** GET /user-additional: option lists for additional user fields. */
export interface UserAdditional {
  genders: LabeledValue[];
  [field: string]: LabeledValue[];
}
