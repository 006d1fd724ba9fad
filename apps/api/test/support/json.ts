/** Reads a JSON answer as the contract type the test expects (the assertions check it). */
export async function json<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}
