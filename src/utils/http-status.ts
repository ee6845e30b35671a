/**
 * The reason phrases of RFC 9110 (and RFC 6585's 429) for the statuses an API reference may
 * list, to title each response: "429 Too Many Requests".
 */
const reasonPhrases: Readonly<Record<string, string>> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '206': 'Partial Content',
  '301': 'Moved Permanently',
  '302': 'Found',
  '303': 'See Other',
  '304': 'Not Modified',
  '307': 'Temporary Redirect',
  '308': 'Permanent Redirect',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '406': 'Not Acceptable',
  '409': 'Conflict',
  '410': 'Gone',
  '412': 'Precondition Failed',
  '413': 'Content Too Large',
  '414': 'URI Too Long',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Content',
  '428': 'Precondition Required',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '501': 'Not Implemented',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
  '504': 'Gateway Timeout',
};

/** `429 Too Many Requests`; a status without a known phrase (or `default`) as it is. */
export function statusTitle(status: string): string {
  const phrase = reasonPhrases[status];
  return phrase ? `${status} ${phrase}` : status;
}

/** The class of a status or range (`2xx` for `200` or `2XX`), or undefined for `default`. */
export function statusClass(status: string): string | undefined {
  return /^[1-5](\d\d|xx)$/i.test(status) ? `${status.charAt(0)}xx` : undefined;
}
