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
