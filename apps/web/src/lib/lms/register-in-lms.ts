import { env } from '../../config/env';

/** Options of {@link registerInLms}. */
export interface RegisterInLmsOptions {
  /** The configured registration address (spec 000 §7: the path is not shown). */
  readonly url: string;
  readonly getAccessToken: () => Promise<string | null>;
  readonly fetch?: typeof fetch;
}

/** spec 000 §2 step 6: registers the user in the training system; `false` on any failure (the caller goes to /errorPage). */
export async function registerInLms({ url, getAccessToken, fetch: fetchImpl = fetch }: RegisterInLmsOptions): Promise<boolean> {
  try {
    const token = await getAccessToken();
    if (!token) return false;
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Ocp-Apim-Subscription-Key': env.subscriptionKey, Accept: 'application/json' },
    });
    return response.ok;
  } catch (error) {
    console.error('training-system registration failed', error);
    return false;
  }
}
