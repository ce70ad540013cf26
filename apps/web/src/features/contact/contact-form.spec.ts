import { fieldErrorsFromDetails } from './contact-form';

describe(fieldErrorsFromDetails.name, () => {
  it('puts known paths on their fields and keeps the rest apart', () => {
    expect(
      fieldErrorsFromDetails([
        { path: 'name', message: 'Name is required' },
        { path: 'source', message: 'Source must be contact or help' },
      ]),
    ).toEqual({
      fieldErrors: { name: 'Name is required' },
      other: [{ path: 'source', message: 'Source must be contact or help' }],
    });
  });
});
