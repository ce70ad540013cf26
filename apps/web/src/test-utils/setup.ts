import { configure } from '@testing-library/react';

// Async queries wait up to 5 s: CI runs these suites beside the whole system on two cores, where
// a render plus a mocked round trip can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });
