import { cityFromAddress } from './city';

describe('cityFromAddress', () => {
  it.each([
    ['12 Main St, Austin, TX 78701', 'Austin'],
    ['12 Main St, Austin, TX 78701, USA', 'Austin'],
    ['12 Main St, Austin, TX 78701-1234', 'Austin'],
    ['500 Congress Ave, Suite 4, San Antonio, TX', 'San Antonio'],
    ['Austin, TX', 'Austin'],
    ['12 Main St, Austin TX 78701', 'Austin'],
    ['  9 Elm Rd ,  Portland , or 97201 ', 'Portland'],
  ])('finds the city in %j', (address, city) => {
    expect(cityFromAddress(address)).toBe(city);
  });

  it.each([
    [''],
    ['   '],
    ['Somewhere'],
    ['12 Main St'],
    ['12 Main St, TX 78701'],
    ['Austin TX 78701'],
    ['12 Main St, Austin'],
  ])('answers null when %j does not name a city', (address) => {
    expect(cityFromAddress(address)).toBeNull();
  });
});
