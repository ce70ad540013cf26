import { ServiceException } from '@app/service-kit';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export const sessionEnded = (): ServiceException =>
  new ServiceException('UNAUTHORIZED', SESSION_ENDED_MESSAGE);
