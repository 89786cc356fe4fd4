import { http, HttpResponse, type HttpHandler } from 'msw';

/** HTTP methods a {@link problem} handler answers. */
export type ProblemMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * A handler answering `method path` (an msw path such as `*\/api/featureFlags` or
 * `*\/profiles/api/persons/:id`) with an RFC 9457 problem, the error body of every service:
 * `{ title, status, ...extra }` with that status. Put it before the generated handlers
 * (`server.use(...)`) to test a failure.
 */
export function problem(method: ProblemMethod, path: string, status: number, title: string, extra: Record<string, unknown> = {}): HttpHandler {
  return http[method](path, () => HttpResponse.json({ title, status, ...extra }, { status }));
}
