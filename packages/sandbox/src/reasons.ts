/**
 * The reason phrases of the statuses the sandbox answers with (RFC 9110). A module of its own so
 * that the explorer can name a status without loading the sandbox.
 */
const reasonPhrases: Record<number, string> = {
  200: 'OK',
  204: 'No Content',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  410: 'Gone',
  414: 'URI Too Long',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
};
export const reasonPhrase = (status: number): string => reasonPhrases[status] ?? '';
