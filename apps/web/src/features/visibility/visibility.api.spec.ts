import { fileNameOf } from './visibility.api';

describe('visibility api', () => {
  it('saves an export under the name the server gives it', () => {
    expect(
      fileNameOf('attachment; filename="nearbly-scan-oat-latte-2026-11-20.csv"', 'scan.csv'),
    ).toBe('nearbly-scan-oat-latte-2026-11-20.csv');
    expect(fileNameOf('attachment; filename=nearbly-scan-mocha-2026-11-20.csv', 'scan.csv')).toBe(
      'nearbly-scan-mocha-2026-11-20.csv',
    );
    expect(fileNameOf(null, 'scan.csv')).toBe('scan.csv');
  });
});
