export interface Envelope<T> {
  responseCode: number;
  responseMessage: string;
  resolved: T;
}

export function ok<T>(resolved: T, responseMessage = 'Success'): Envelope<T> {
  return { responseCode: 200, responseMessage, resolved };
}
