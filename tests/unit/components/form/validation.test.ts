import { email, minLength, pattern, required, sameAs, validate } from '../../../../components/form/validation';

const check = (value: string, rules: Parameters<typeof validate>[1], values: unknown = {}) => validate(value, rules, values);

describe('form validation rules', () => {
  it('required rejects an empty value; with whitespace, spaces alone too', () => {
    expect(check('', [required('Needed')])).toEqual(['Needed']);
    expect(check('  ', [required('Needed')])).toEqual([]);
    expect(check('  ', [required('Needed', { whitespace: true })])).toEqual(['Needed']);
    expect(check(' a ', [required('Needed', { whitespace: true })])).toEqual([]);
    expect(required('Needed').required).toBe(true);
  });

  it("email accepts addresses antd's email type accepts and rejects the rest", () => {
    const rules = [email('Bad email')];
    for (const ok of ['ada@example.com', 'a.b-c+d@sub.example.co.uk', '"quoted name"@example.org']) {
      expect(check(ok, rules)).toEqual([]);
    }
    for (const bad of ['not-an-email', 'ada@', '@example.com', 'ada@example', 'ada @example.com', `${'a'.repeat(310)}@example.com`]) {
      expect(check(bad, rules)).toEqual(['Bad email']);
    }
  });

  it('minLength and pattern test only a given value (required covers an empty one)', () => {
    expect(check('', [minLength(8, 'Too short'), pattern(/^[a-z]+$/, 'Letters only')])).toEqual([]);
    expect(check('short', [minLength(8, 'Too short')])).toEqual(['Too short']);
    expect(check('longenough', [minLength(8, 'Too short')])).toEqual([]);
    expect(check('bad name!', [pattern(/^[a-z]+$/, 'Letters only')])).toEqual(['Letters only']);
  });

  it('sameAs compares with the other field', () => {
    const rules = [sameAs<{ password: string }>('password', 'No match')];
    expect(validate('secret123', rules, { password: 'secret123' })).toEqual([]);
    expect(validate('secret124', rules, { password: 'secret123' })).toEqual(['No match']);
    expect(validate('', rules, { password: 'secret123' })).toEqual([]);
  });

  it('gives every failing message in rule order', () => {
    const rules = [required('Choose one', { whitespace: true }), pattern(/^\S+$/, 'No spaces')];
    expect(check('   ', rules)).toEqual(['Choose one', 'No spaces']);
  });
});
