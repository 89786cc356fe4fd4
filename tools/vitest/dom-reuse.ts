// Setup file of the jsdom test projects, which run without isolation (one module cache per worker, a fresh
// jsdom document per test file). Testing Library's `screen` binds its queries to the document.body of the
// file that first imported it; this rebinds them to the current file's document, so `screen` finds what
// `render` put there.
import { getQueriesForElement, queries, screen } from '@testing-library/react';

if (typeof document !== 'undefined') Object.assign(screen, getQueriesForElement(document.body, queries));
