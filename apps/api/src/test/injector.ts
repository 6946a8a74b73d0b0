/**
 * What test fixtures need of an app: `app.inject()` on an in-process app satisfies it, and so
 * does an API process started by the process harness (test/app-process.ts), which sends the
 * same request over real HTTP. Fixtures written against it serve both kinds of test.
 */
export interface InjectRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  headers?: Record<string, string>
  payload?: string | object
}

export interface InjectResponse {
  statusCode: number
  body: string
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- light-my-request's json<T>(), which names the body's type at the call
  json<T = unknown>(): T
}

export interface Injector {
  inject(request: InjectRequest): Promise<InjectResponse>
  /** An in-process app's outbox worker, which fixtures run once before reading the mailbox. */
  outbox?: { runOnce(): Promise<unknown> }
}

/**
 * A call to the API as someone signed in (their bearer headers) or, with null, as a visitor, with
 * a JSON body when one is given: the request most API tests make, written once.
 */
export function callAs(
  app: Injector,
  who: { headers: Record<string, string> } | null,
  method: InjectRequest['method'],
  url: string,
  payload?: object,
): Promise<InjectResponse> {
  return app.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(payload ? { payload } : {}),
  })
}
