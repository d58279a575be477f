import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// `findBy…` and `waitFor` wait for a state, and a toast once took longer than their default second to show
// on a busy two-core machine with the reliability suite beside (docs/decisions.md "Test run time").
configure({ asyncUtilTimeout: 5000 });
