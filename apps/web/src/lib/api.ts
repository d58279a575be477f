import { createApiClient } from '@stylebook/contracts';
import { appSession } from '../auth/app-session';

export const api = createApiClient({ baseUrl: '', getToken: appSession.getToken, logError: console.error });
