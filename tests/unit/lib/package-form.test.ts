import { checkPackageForm, emptyPackageForm, updateBody } from '../../../lib/package-form';
import { centsFromInput, inputFromCents } from '../../../lib/price-input';
import { makePackage } from '../helpers/studio-fixtures';

describe("the package form's price, typed in the site's currency and sent in cents", () => {
  it('reads amounts with up to two decimals, a dot or a comma, exactly (no floating point)', () => {
    expect(centsFromInput('9.99')).toBe(999);
    expect(centsFromInput('12.5')).toBe(1250);
    expect(centsFromInput(' 7 ')).toBe(700);
    expect(centsFromInput('0,29')).toBe(29);
    expect(centsFromInput('1.005')).toBeNull();
    expect(centsFromInput('-1')).toBeNull();
    expect(centsFromInput('1e3')).toBeNull();
    expect(centsFromInput('')).toBeNull();
  });

  it('shows cents as an amount with two decimals', () => {
    expect(inputFromCents(999)).toBe('9.99');
    expect(inputFromCents(1250)).toBe('12.50');
    expect(inputFromCents(5)).toBe('0.05');
  });

  it("checks the server's limits before sending", () => {
    const good = { ...emptyPackageForm, name: 'Gold', price: '5' };
    expect(checkPackageForm(good)).toEqual({});
    expect(checkPackageForm({ ...good, price: '0' }).price).toBe('A price is more than zero.');
    expect(checkPackageForm({ ...good, price: '1000000.01' }).price).toBe('A price is at most 1,000,000.00.');
    expect(checkPackageForm({ ...good, name: '   ' }).name).toBe('Give the package a name.');
    expect(checkPackageForm({ ...good, periodDays: '3651' }).periodDays).toBe('A period is 1 to 3650 days.');
    expect(checkPackageForm({ ...good, periodDays: '2.5' }).periodDays).toBe('A period is 1 to 3650 days.');
  });

  it('sends only what changed of an edited package, and nothing when nothing did', () => {
    const pkg = makePackage();
    expect(updateBody(pkg, { name: pkg.name, description: pkg.description, price: '9.99', periodDays: '30', recurring: true })).toBeNull();
    expect(updateBody(pkg, { name: 'Monthly+', description: pkg.description, price: '9.99', periodDays: '30', recurring: false })).toEqual({
      name: 'Monthly+',
      recurring: false,
    });
  });
});
