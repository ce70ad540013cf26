import { decodePush } from './notifications.decode';

const body = (data: unknown, message: Record<string, unknown> = { messageId: '1600' }) => ({
  message: { data: Buffer.from(typeof data === 'string' ? data : JSON.stringify(data)).toString('base64'), ...message },
  subscription: 'projects/p/subscriptions/s',
});

describe('decodePush', () => {
  it('reads the notification as the Google sandbox sends it', () => {
    expect(decodePush(body({ type: 'NEW_REVIEW', locationName: 'accounts/1/locations/2', reviewName: 'accounts/1/locations/2/reviews/3' }))).toEqual({
      messageId: '1600',
      notificationType: 'NEW_REVIEW',
      locationName: 'accounts/1/locations/2',
      reviewName: 'accounts/1/locations/2/reviews/3',
    });
  });

  it("reads Google's field names and Pub/Sub's snake_case message id", () => {
    expect(decodePush(body({ type: 'UPDATED_REVIEW', location: 'accounts/1/locations/2', review: 'accounts/1/locations/2/reviews/3' }, { message_id: '1700' }))).toEqual({
      messageId: '1700',
      notificationType: 'UPDATED_REVIEW',
      locationName: 'accounts/1/locations/2',
      reviewName: 'accounts/1/locations/2/reviews/3',
    });
  });

  it('refuses what is not a Business Profile notification', () => {
    expect(decodePush(undefined)).toBeNull();
    expect(decodePush({ message: {} })).toBeNull();
    expect(decodePush(body('not json'))).toBeNull();
    expect(decodePush(body({ type: 'NEW_REVIEW' }))).toBeNull();
    expect(decodePush(body({ type: 'NEW_REVIEW', locationName: 'accounts/1/locations/2' }, {}))).toBeNull();
  });
});
