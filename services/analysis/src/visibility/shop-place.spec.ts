import { cityCentre, defaultRadiusOf, shopCentre } from './shop-place';

describe('shopCentre', () => {
  it("takes the shop's own point from its Google location first", () => {
    expect(shopCentre({ latitude: 30.2636, longitude: -97.7447 }, 'Denver')).toEqual({ lat: 30.2636, lng: -97.7447 });
  });

  it("falls back to the city's centre, whatever its case or state suffix, and knows no other city", () => {
    expect(shopCentre({ latitude: null, longitude: null }, 'Austin, TX')).toEqual(cityCentre('austin'));
    expect(shopCentre(null, ' los  angeles ')).toEqual({ lat: 34.0522, lng: -118.2437 });
    expect(shopCentre(null, 'Smallville')).toBeNull();
    expect(shopCentre(null, null)).toBeNull();
  });
});

describe('defaultRadiusOf', () => {
  it('follows how far customers come for the business type', () => {
    expect([defaultRadiusOf('cafe'), defaultRadiusOf('gym'), defaultRadiusOf('unknown')]).toEqual([1, 5, 3]);
  });
});
